import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useInViewOnce } from '@/hooks/use-in-view';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { PlatformFigures } from '@/lib/platform-figures';
import styles from './home.module.css';

export const COUNTER_DURATION_MS = 2000;

/**
 * A ref whose element's text counts up to `target`. Each frame writes the text itself instead of re-rendering: on a cheap
 * phone, two seconds of renders right after the page loads would keep it from answering taps.
 */
function useCountUp(target: number, durationMs: number) {
  const element = useRef<HTMLSpanElement>(null);
  const { formatNumber } = useIntl();
  const shown = (value: number) => formatNumber(value);
  const start = useInViewOnce(element);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    const node = element.current;
    if (!start || !node) return;
    if (reducedMotion) {
      node.textContent = shown(target);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      node.textContent = shown(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` follows the page's language, fixed per render
  }, [start, reducedMotion, target, durationMs]);
  return element;
}

/**
 * How many campaigns the platform funded and launched, as its own books count them (`/v1/campaigns/figures`), the
 * funded figure counting up over about 2 s once it scrolls into view. Nothing is shown before the figures are known.
 */
export function FundedCounter({ figures, id }: { figures?: PlatformFigures; id?: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.funded' });
  const funded = figures?.fundedCampaigns ?? 0;
  const valueRef = useCountUp(funded, COUNTER_DURATION_MS);
  return (
    <section id={id} className={styles.counter} aria-label={label} data-testid="platform-figures">
      <div className="container">
        <span ref={valueRef} className={styles.counterValue} aria-hidden="true">
          {intl.formatNumber(0)}
        </span>
        <span className="visually-hidden" data-testid="funded-count">
          {figures ? intl.formatNumber(funded) : ''}
        </span>
        <span className={styles.counterLabel}>{label}</span>
        <span className={styles.counterMeta} data-testid="launched-count">
          {figures
            ? intl.formatMessage({ id: 'home.launched' }, { count: figures.launchedCampaigns })
            : '\u00a0'}
        </span>
      </div>
    </section>
  );
}
