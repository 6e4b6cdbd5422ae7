import { useIntl } from 'react-intl';
import styles from './pages.module.css';

const values = [
  {
    icon: '◎',
    title: 'Transparency',
    text: 'Every campaign is reviewed before it goes live, and every donation is tracked in real time.',
  },
  {
    icon: '↑',
    title: 'Empowerment',
    text: 'We give entrepreneurs the tools and reach to turn ideas into thriving businesses.',
  },
  {
    icon: '∞',
    title: 'Community',
    text: 'Harambee means "all pull together": backers and founders building prosperity side by side.',
  },
  {
    icon: '✓',
    title: 'Integrity',
    text: 'Funds are held in escrow and released responsibly; refunds are made in cases of fraud.',
  },
];

const steps = [
  {
    title: 'Create your campaign',
    text: 'Tell your story, set a goal between $100 and $50,000 and a length of up to 20 days. It is free to launch.',
  },
  {
    title: 'Team review',
    text: 'Our team reviews each campaign for quality and compliance and notifies you when it goes live.',
  },
  {
    title: 'Share and raise',
    text: 'Share your link; backers from anywhere donate by card or crypto and you watch progress live.',
  },
  {
    title: 'Receive your funds',
    text: 'Withdraw to your bank or mobile money account. A 5% platform fee applies to funded campaigns, plus 1.5-3% processing.',
  },
];

const stats = [
  { value: '$2M+', label: 'raised for entrepreneurs' },
  { value: '500+', label: 'campaigns launched' },
  { value: '400+', label: 'businesses funded' },
  { value: '5+', label: 'countries reached' },
];

const testimonials = [
  {
    quote:
      'Harambee connected my bakery with backers I could never have reached alone. We doubled production in three months.',
    name: 'Amina W.',
    place: 'Nairobi, Kenya',
  },
  {
    quote:
      'The review process gave our investors confidence, and the live dashboard kept everyone informed.',
    name: 'Kwame A.',
    place: 'Accra, Ghana',
  },
  {
    quote:
      'I backed four businesses last year and followed every update. It feels like being part of their journey.',
    name: 'Sarah M.',
    place: 'Investor, London',
  },
];

const team = [
  { initials: 'TN', name: 'Thandiwe Nkosi', role: 'Chief Executive Officer' },
  { initials: 'DO', name: 'David Otieno', role: 'Head of Campaign Review' },
  { initials: 'AM', name: 'Abena Mensah', role: 'Head of Partnerships' },
  { initials: 'LJ', name: 'Lamin Jallow', role: 'Chief Technology Officer' },
];

/** `title`: the message key of the section's heading. */
function SectionHead({ id, title, text }: { id: string; title: string; text?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.head}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: title })}</h2>
      {text && <p>{text}</p>}
    </div>
  );
}

export function AboutHero() {
  const intl = useIntl();
  return (
    <section id="hero" className={styles.hero} aria-labelledby="about-title">
      <div className="container">
        <h1 id="about-title">{intl.formatMessage({ id: 'about.title' })}</h1>
        <p>{intl.formatMessage({ id: 'about.lead' })}</p>
      </div>
    </section>
  );
}

export function Mission() {
  return (
    <section id="mission" className={styles.section} aria-labelledby="mission-title">
      <div className="container">
        <SectionHead id="mission" title="footer.mission" />
        <p className={styles.center}>
          To close the funding gap for African entrepreneurs. Entrepreneurs who are citizens or
          legal residents of African countries launch campaigns for free, with no hidden fees, and
          investors from anywhere can back them with as little as $50 for an investment.
        </p>
      </div>
    </section>
  );
}

export function WhoWeAre() {
  return (
    <section
      id="who-we-are"
      className={`${styles.section} ${styles.muted}`}
      aria-labelledby="who-we-are-title"
    >
      <div className="container">
        <SectionHead
          id="who-we-are"
          title="footer.whoWeAre"
          text="A team of founders, investors and engineers guided by four values."
        />
        <ul className={`${styles.grid} ${styles.four}`}>
          {values.map((value) => (
            <li key={value.title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {value.icon}
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="how-it-works-title">
      <div className="container">
        <SectionHead id="how-it-works" title="footer.howItWorks" />
        <ol className={`${styles.grid} ${styles.four}`}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Impact() {
  return (
    <section
      id="impact"
      className={`${styles.section} ${styles.muted}`}
      aria-labelledby="impact-title"
    >
      <div className="container">
        <SectionHead id="impact" title="footer.impact" />
        <ul className={`${styles.grid} ${styles.four}`}>
          {stats.map((stat) => (
            <li key={stat.label} className={`${styles.card} ${styles.stat}`}>
              <span className={styles.statValue}>{stat.value}</span>
              {stat.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section id="testimonials" className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHead id="testimonials" title="footer.successStories" />
        <ul className={`${styles.grid} ${styles.three}`}>
          {testimonials.map((item) => (
            <li key={item.name} className={styles.card}>
              <blockquote className={styles.quote}>
                <p>“{item.quote}”</p>
                <footer>
                  {item.name}, <span>{item.place}</span>
                </footer>
              </blockquote>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Team() {
  return (
    <section id="team" className={`${styles.section} ${styles.muted}`} aria-labelledby="team-title">
      <div className="container">
        <SectionHead id="team" title="footer.team" />
        <ul className={`${styles.grid} ${styles.four}`}>
          {team.map((member) => (
            <li key={member.name} className={`${styles.card} ${styles.center}`}>
              <span className={styles.avatar} aria-hidden="true">
                {member.initials}
              </span>
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
