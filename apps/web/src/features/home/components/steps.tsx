import { useIntl } from 'react-intl';
import styles from './home.module.css';

const steps = ['start', 'review', 'funds'] as const;

export function Steps() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="steps-title" className={styles.sectionTitle}>
            {text('home.stepsTitle')}
          </h2>
          <p>{text('home.stepsLead')}</p>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{text(`home.step.${step}.title`)}</h3>
              <p>{text(`home.step.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
