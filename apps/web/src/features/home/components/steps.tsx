import styles from './home.module.css';

const steps = [
  {
    title: 'Start a campaign',
    text: 'Tell your story, set a goal and a campaign length of up to 20 days. Launching is 100% free.',
  },
  {
    title: 'Await team review',
    text: 'Our team reviews every campaign for quality and compliance and notifies you as soon as it goes live.',
  },
  {
    title: 'Manage your funds',
    text: 'Follow donations in real time from your dashboard and withdraw to your bank or mobile money account.',
  },
];

export function Steps() {
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="steps-title" className={styles.sectionTitle}>
            Fundraising in three steps
          </h2>
          <p>From idea to funded business, with our team beside you.</p>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
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
