import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  bannerFileName,
  downloadBlob,
  drawBanner,
  HEADLINE,
  renderBanner,
  SUBLINE,
  type BannerVariant,
} from '../lib/draw-banner';
import styles from './ad-banner.module.css';

export function AdBanner() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [busy, setBusy] = useState<BannerVariant | null>(null);
  const site = window.location.host;
  const t = useT();

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawBanner(ctx, 'ad', site);
  }, [site]);

  const download = async (variant: BannerVariant) => {
    setBusy(variant);
    try {
      downloadBlob(await renderBanner(variant, site), bannerFileName(variant));
    } catch {
      toast.error(t('adGenerator.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <canvas
        ref={canvas}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        className={styles.canvas}
        role="img"
        aria-label={`${HEADLINE}. ${SUBLINE}.`}
      />
      <div className={styles.actions}>
        <Button onClick={() => void download('social')} disabled={busy !== null}>
          {t(busy === 'social' ? 'adGenerator.preparing' : 'adGenerator.social')}
        </Button>
        <Button variant="secondary" onClick={() => void download('ad')} disabled={busy !== null}>
          {t(busy === 'ad' ? 'adGenerator.preparing' : 'adGenerator.ad')}
        </Button>
      </div>
    </>
  );
}
