import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/pages/components/faq-accordion';
import styles from '@/features/pages/components/pages.module.css';
import { Island } from '@/islands/island';
import { offeredPaymentsKey } from '@/lib/i18n/use-ways-to-give';
import type { PageData } from '../page-data';

export const pageData: PageData = { islands: true };

export function FaqRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <div className={`container ${styles.legal}`}>
      <Head title={text('faq.title')} description={text('faq.description')} />
      <h1>{text('faq.title')}</h1>
      <p>
        {intl.formatMessage(
          { id: 'faq.contact' },
          {
            link: (chunks) => (
              <Link key="contact" to={paths.about.getHref('contact')}>
                {chunks}
              </Link>
            ),
          },
        )}
      </p>
      <Island name="faq-accordion" props={{}} queries={[offeredPaymentsKey]}>
        <FaqAccordion />
      </Island>
    </div>
  );
}
