import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/lib/i18n/use-t';
import styles from './create-campaign.module.css';

/** Which step the creator is on and how complete the form is (50% per valid step). */
export function CreationProgress({ step, percent }: { step: 1 | 2; percent: number }) {
  const t = useT();
  return (
    <div className={styles.progress}>
      <div className={styles.progressRow}>
        <ol className={styles.steps} aria-label={t('create.progress.steps')}>
          <li aria-current={step === 1 ? 'step' : undefined}>{t('create.progress.details')}</li>
          <li aria-hidden="true">›</li>
          <li aria-current={step === 2 ? 'step' : undefined}>{t('create.progress.creator')}</li>
        </ol>
        <span>{t('create.progress.complete', { share: percent / 100 })}</span>
      </div>
      <ProgressBar percent={percent} label={t('create.progress.label', { share: percent / 100 })} />
    </div>
  );
}
