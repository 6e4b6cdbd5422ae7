import { Head } from '@/components/head';
import {
  AboutHero,
  HowItWorks,
  Impact,
  Mission,
  Team,
  Testimonials,
  WhoWeAre,
} from '@/features/pages/components/about-sections';
import { ContactForm } from '@/features/pages/components/contact-form';
import styles from '@/features/pages/components/pages.module.css';
import { useHashScroll } from '@/hooks/use-hash-scroll';

export function AboutRoute() {
  useHashScroll();
  return (
    <>
      <Head
        title="About Us"
        description="Harambee connects African entrepreneurs with backers worldwide. Our mission, values, team and impact."
      />
      <AboutHero />
      <Mission />
      <WhoWeAre />
      <HowItWorks />
      <Impact />
      <Testimonials />
      <Team />
      <section id="contact" className={styles.section} aria-labelledby="contact-title">
        <div className={`container ${styles.contact}`}>
          <div className={styles.head}>
            <h2 id="contact-title">Contact Us</h2>
            <p>Questions about a campaign, investing or partnering with us? Send us a message.</p>
          </div>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
