import { useIntl } from 'react-intl';
import {
  cookieSections,
  privacySections,
  termsSections,
} from '@/features/pages/components/legal-content';
import { LegalPage } from '@/features/pages/components/legal-page';
import type { PageData } from '../page-data';

export const pageData: PageData = { islands: true };

export function TermsRoute() {
  const intl = useIntl();
  return (
    <LegalPage
      title={intl.formatMessage({ id: 'legal.terms.title' })}
      intro={intl.formatMessage({ id: 'legal.terms.intro' })}
      sections={termsSections}
    />
  );
}

export function PrivacyRoute() {
  const intl = useIntl();
  return (
    <LegalPage
      title={intl.formatMessage({ id: 'legal.privacy.title' })}
      intro={intl.formatMessage({ id: 'legal.privacy.intro' })}
      sections={privacySections}
    />
  );
}

export function CookiePolicyRoute() {
  const intl = useIntl();
  return (
    <LegalPage
      title={intl.formatMessage({ id: 'legal.cookie.title' })}
      intro={intl.formatMessage({ id: 'legal.cookie.intro' })}
      sections={cookieSections}
    />
  );
}
