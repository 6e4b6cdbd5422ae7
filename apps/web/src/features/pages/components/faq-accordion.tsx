import { STATED_TERMS } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { useState } from 'react';
import { MobileMoneyPlaces } from '@/components/mobile-money-places';
import { FAQ_WITH_PLACES, faqCategories } from './faq-data';
import { useFeeTerms } from '@/lib/i18n/use-fee-terms';
import { useWaysToGive } from '@/lib/i18n/use-ways-to-give';
import styles from './pages.module.css';

/** All categories share one open item: opening a question closes the previous one. */
export function FaqAccordion() {
  const [open, setOpen] = useState<string | null>(null);
  const intl = useIntl();
  const values = { ...STATED_TERMS, ...useFeeTerms(), ...useWaysToGive() };
  return (
    <>
      {faqCategories.map((category) => (
        <section
          key={category.id}
          className={styles.faqCategory}
          aria-labelledby={`faq-${category.id}`}
        >
          <h2 id={`faq-${category.id}`}>
            {intl.formatMessage({ id: `faq.category.${category.id}` })}
          </h2>
          <ul className={styles.faqList}>
            {category.items.map((item, index) => {
              const id = `${category.id}-${index}`;
              const key = `faq.${category.id}.${item}`;
              const expanded = open === id;
              return (
                <li key={id} className={styles.faqItem}>
                  <h3>
                    <button
                      type="button"
                      className={styles.faqButton}
                      aria-expanded={expanded}
                      aria-controls={`faq-answer-${id}`}
                      id={`faq-question-${id}`}
                      onClick={() => setOpen(expanded ? null : id)}
                    >
                      {intl.formatMessage({ id: `${key}.question` })}
                      <svg
                        className={styles.faqChevron}
                        width="18"
                        height="18"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        aria-hidden="true"
                      >
                        <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </button>
                  </h3>
                  <div
                    id={`faq-answer-${id}`}
                    role="region"
                    aria-labelledby={`faq-question-${id}`}
                    hidden={!expanded}
                    className={styles.faqAnswer}
                  >
                    {intl.formatMessage({ id: `${key}.answer` }, values)}
                    {key === FAQ_WITH_PLACES && <MobileMoneyPlaces />}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
