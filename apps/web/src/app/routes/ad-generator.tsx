import { Head } from '@/components/head';
import { AdBanner } from '@/features/ad-generator/components/ad-banner';
import { useT } from '@/lib/i18n/use-t';
import styles from '@/features/pages/components/pages.module.css';

export function AdGeneratorRoute() {
  const t = useT();
  return (
    <div className={`container ${styles.section}`}>
      <Head title={t('adGenerator.title')} />
      <h1>{t('adGenerator.heading')}</h1>
      <p>{t('adGenerator.text', { size: '2400×1260' })}</p>
      <AdBanner />
    </div>
  );
}
