import { ProgressBar } from '@/components/ui/progress-bar';
import styles from './create-campaign.module.css';

/** Which step the creator is on and how complete the form is (50% per valid step). */
export function CreationProgress({ step, percent }: { step: 1 | 2; percent: number }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressRow}>
        <ol className={styles.steps} aria-label="Steps">
          <li aria-current={step === 1 ? 'step' : undefined}>1. Campaign details</li>
          <li aria-hidden="true">›</li>
          <li aria-current={step === 2 ? 'step' : undefined}>2. Your information</li>
        </ol>
        <span>{percent}% complete</span>
      </div>
      <ProgressBar percent={percent} label={`Form ${percent}% complete`} />
    </div>
  );
}
