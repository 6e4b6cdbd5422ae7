import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Head } from '@/components/head';
import { useDisplayTime } from '@/hooks/use-display-time';
import { useFormatLongDate } from '@/lib/i18n/use-format';
import styles from './pages.module.css';

/** `heading`: the message key of the section's heading. */
export type LegalSection = { heading: string; body: ReactNode };

/**
 * A static legal page; its dates show the current date, as the spec requires. Title, introduction and headings are
 * in the page's language; the body is English (said so in other languages), the version that applies.
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
      {intl.locale !== 'en' && <p>{intl.formatMessage({ id: 'legal.englishOnly' })}</p>}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{intl.formatMessage({ id: section.heading })}</h2>
          {intl.locale === 'en' ? section.body : <div lang="en">{section.body}</div>}
        </section>
      ))}
    </article>
  );
}
