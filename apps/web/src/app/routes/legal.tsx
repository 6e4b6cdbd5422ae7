import {
  cookieSections,
  privacySections,
  termsSections,
} from '@/features/pages/components/legal-content';
import { LegalPage } from '@/features/pages/components/legal-page';

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms govern your use of Harambee, whether you run a campaign, donate or invest."
      sections={termsSections}
    />
  );
}

export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what personal data Harambee collects, why, and the choices you have."
      sections={privacySections}
    />
  );
}

export function CookiePolicyRoute() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro="This policy explains how Harambee uses cookies and how you control them."
      sections={cookieSections}
    />
  );
}
