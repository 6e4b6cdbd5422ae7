import type { ReactNode } from 'react';
import { Head } from '@/components/head';
import { useDisplayTime } from '@/hooks/use-display-time';
import { formatDate } from '@/lib/format';
import styles from './pages.module.css';

export type LegalSection = { heading: string; body: ReactNode };

/** A static legal page; its dates show the current date, as the spec requires. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { now, timeZone } = useDisplayTime();
  const today = formatDate(now, 'long', timeZone);
  return (
    <article className={`container ${styles.legal}`}>
      <Head title={title} />
      <h1>{title}</h1>
      <p className={styles.updated}>
        Effective date: {today} · Last updated: {today}
      </p>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
