import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Head } from '@/components/head';
import { useDisplayTime } from '@/hooks/use-display-time';
import { useFormatLongDate } from '@/lib/i18n/use-format';
import styles from './pages.module.css';

/** `heading`: the message key of the section's heading. */
export type LegalSection = { heading: string; body: ReactNode };

/**
 * A static legal page in the page's language; its dates show the current date, as the spec requires. Other languages
 * than English say their text is a translation offered for convenience, the English text applying where they differ.
 */
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
  const intl = useIntl();
  const today = useFormatLongDate()(now, timeZone);
  return (
    <article className={`container ${styles.legal}`}>
      <Head title={title} />
      <h1>{title}</h1>
      <p className={styles.updated}>{intl.formatMessage({ id: 'legal.dates' }, { today })}</p>
      <p>{intro}</p>
      {intl.locale !== 'en' && <p>{intl.formatMessage({ id: 'legal.translationNote' })}</p>}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{intl.formatMessage({ id: section.heading })}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
