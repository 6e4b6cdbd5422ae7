import { useEffect, useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useInViewOnce } from '@/hooks/use-in-view';
import { useMediaQuery } from '@/hooks/use-media-query';
import styles from './home.module.css';

export const COUNTER_TARGET = 400;
export const COUNTER_DURATION_MS = 2000;

const shown = (value: number) => `${value}+`;

/**
 * A ref whose element's text counts up to `target`. Each frame writes the text itself instead of re-rendering: on a cheap
 * phone, two seconds of renders right after the page loads would keep it from answering taps.
 */
function useCountUp(target: number, durationMs: number) {
  const element = useRef<HTMLSpanElement>(null);
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
  }, [start, reducedMotion, target, durationMs]);
  return element;
}

/** '400+ businesses funded', counting up over about 2 s once it scrolls into view. */
export function FundedCounter({ ref }: { ref?: Ref<HTMLElement> }) {
  const valueRef = useCountUp(COUNTER_TARGET, COUNTER_DURATION_MS);
  const label = useIntl().formatMessage({ id: 'home.funded' });
  return (
    <section ref={ref} className={styles.counter} aria-label={label}>
      <div className="container">
        <span ref={valueRef} className={styles.counterValue} aria-hidden="true">
          {shown(0)}
        </span>
        <span className="visually-hidden">{shown(COUNTER_TARGET)}</span>
        <span className={styles.counterLabel}>{label}</span>
      </div>
    </section>
  );
}
