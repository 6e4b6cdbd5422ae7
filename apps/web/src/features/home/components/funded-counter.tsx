import { useEffect, useRef, useState, type Ref } from 'react';
import { useInViewOnce } from '@/hooks/use-in-view';
import { useMediaQuery } from '@/hooks/use-media-query';
import styles from './home.module.css';

export const COUNTER_TARGET = 400;
export const COUNTER_DURATION_MS = 2000;

function useCountUp(start: boolean, target: number, durationMs: number): number {
  const [value, setValue] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (!start || reducedMotion) return;
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, reducedMotion, target, durationMs]);
  return start && reducedMotion ? target : value;
}

/** '400+ businesses funded', counting up over about 2 s once it scrolls into view. */
export function FundedCounter({ ref }: { ref?: Ref<HTMLElement> }) {
  const valueRef = useRef<HTMLSpanElement>(null);
  const value = useCountUp(useInViewOnce(valueRef), COUNTER_TARGET, COUNTER_DURATION_MS);
  return (
    <section ref={ref} className={styles.counter} aria-label="Businesses funded">
      <div className="container">
        <span ref={valueRef} className={styles.counterValue} aria-hidden="true">
          {value}+
        </span>
        <span className="visually-hidden">{COUNTER_TARGET}+</span>
        <span className={styles.counterLabel}>Businesses funded</span>
      </div>
    </section>
  );
}
