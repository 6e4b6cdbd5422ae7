import { Head } from '@/components/head';
import { AdBanner } from '@/features/ad-generator/components/ad-banner';
import styles from '@/features/pages/components/pages.module.css';

export function AdGeneratorRoute() {
  return (
    <div className={`container ${styles.section}`}>
      <Head title="Ad Generator" />
      <h1>Promotional Banner</h1>
      <p>Download the banner at 2400×1260 for social posts and ads.</p>
      <AdBanner />
    </div>
  );
}
