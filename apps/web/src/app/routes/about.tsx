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
import { Island } from '@/islands/island';
import { platformFiguresQueryOptions } from '@/lib/platform-figures';
import type { PageData } from '../page-data';

export const pageData: PageData = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(platformFiguresQueryOptions()),
  islands: true,
};
import { useHashScroll } from '@/hooks/use-hash-scroll';
import { useT } from '@/lib/i18n/use-t';

export function AboutRoute() {
  useHashScroll();
  const t = useT();
  return (
    <>
      <Head title={t('about.headTitle')} description={t('about.description')} />
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
            <h2 id="contact-title">{t('footer.contact')}</h2>
            <p>{t('about.contactLead')}</p>
          </div>
          <Island name="contact-form" props={{}}>
            <ContactForm />
          </Island>
        </div>
      </section>
    </>
  );
}
