import { STATED_TERMS } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { MobileMoneyPlaces } from '@/components/mobile-money-places';
import { usePlatformFigures } from '@/lib/platform-figures';
import { useFeeTerms } from '@/lib/i18n/use-fee-terms';
import { useT } from '@/lib/i18n/use-t';
import { useWaysToGive } from '@/lib/i18n/use-ways-to-give';
import styles from './pages.module.css';

/** Each card's title and text are the catalogue's `about.value.<id>.title` and `….text`. */
const values = [
  { icon: '◎', id: 'transparency' },
  { icon: '↑', id: 'empowerment' },
  { icon: '∞', id: 'community' },
  { icon: '✓', id: 'integrity' },
];

/** `about.step.<id>.title` and `….text`. */
const steps = ['create', 'review', 'share', 'receive'];

/** `quote`: a message key; `role`, the key of what the person is, before their place. */
const testimonials = [
  { quote: 'about.quote.amina', name: 'Amina W.', place: 'Nairobi, Kenya' },
  { quote: 'about.quote.kwame', name: 'Kwame A.', place: 'Accra, Ghana' },
  { quote: 'about.quote.sarah', name: 'Sarah M.', role: 'about.investor', place: 'London' },
];

/** `role`: a message key. */
const team = [
  { initials: 'TN', name: 'Thandiwe Nkosi', role: 'about.role.ceo' },
  { initials: 'DO', name: 'David Otieno', role: 'about.role.review' },
  { initials: 'AM', name: 'Abena Mensah', role: 'about.role.partnerships' },
  { initials: 'LJ', name: 'Lamin Jallow', role: 'about.role.cto' },
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
  const t = useT();
  return (
    <section id="mission" className={styles.section} aria-labelledby="mission-title">
      <div className="container">
        <SectionHead id="mission" title="footer.mission" />
        <p className={styles.center}>{t('about.mission', STATED_TERMS)}</p>
      </div>
    </section>
  );
}

export function WhoWeAre() {
  const t = useT();
  return (
    <section
      id="who-we-are"
      className={`${styles.section} ${styles.muted}`}
      aria-labelledby="who-we-are-title"
    >
      <div className="container">
        <SectionHead id="who-we-are" title="footer.whoWeAre" text={t('about.whoWeAre')} />
        <ul className={`${styles.grid} ${styles.four}`}>
          {values.map((value) => (
            <li key={value.id} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {value.icon}
              </span>
              <h3>{t(`about.value.${value.id}.title`)}</h3>
              <p>{t(`about.value.${value.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorks() {
  const t = useT();
  const values = { ...STATED_TERMS, ...useFeeTerms(), ...useWaysToGive() };
  return (
    <section id="how-it-works" className={styles.section} aria-labelledby="how-it-works-title">
      <div className="container">
        <SectionHead id="how-it-works" title="footer.howItWorks" />
        <ol className={`${styles.grid} ${styles.four}`}>
          {steps.map((step, index) => (
            <li key={step} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`about.step.${step}.title`)}</h3>
              <p>{t(`about.step.${step}.text`, values)}</p>
            </li>
          ))}
        </ol>
        <MobileMoneyPlaces />
      </div>
    </section>
  );
}

/** The platform's own figures, as its books count them: never a number written into the page. */
export function Impact() {
  const t = useT();
  const { formatNumber } = useIntl();
  const figures = usePlatformFigures().data;
  const stats = figures
    ? [
        { value: figures.launchedCampaigns, label: 'about.stat.launched' },
        { value: figures.fundedCampaigns, label: 'about.stat.funded' },
      ]
    : [];
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
              <span className={styles.statValue}>{formatNumber(stat.value)}</span>
              {t(stat.label)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  const t = useT();
  return (
    <section id="testimonials" className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHead id="testimonials" title="footer.successStories" />
        <ul className={`${styles.grid} ${styles.three}`}>
          {testimonials.map((item) => (
            <li key={item.name} className={styles.card}>
              <blockquote className={styles.quote}>
                <p>“{t(item.quote)}”</p>
                <footer>
                  {item.name},{' '}
                  <span>
                    {item.role && `${t(item.role)}, `}
                    {item.place}
                  </span>
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
  const t = useT();
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
              <p>{t(member.role)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
