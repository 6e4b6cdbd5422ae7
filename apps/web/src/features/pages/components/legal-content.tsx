import { STATED_TERMS } from '@harambee/rules';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CookiePreferencesButton } from '@/components/cookie-preferences-button';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFeeTerms } from '@/lib/i18n/use-fee-terms';
import { Island } from '@/islands/island';
import { offeredCategories } from '@/lib/cookie-consent';
import type { LegalSection } from './legal-page';

type Values = ComponentProps<typeof FormattedMessage>['values'];

/** A paragraph of the page's language, by its message key; `values` fill its tags (`<link>`, `<b>`). */
const paragraph = (id: string, values?: Values) => (
  <p>
    <FormattedMessage id={id} values={values} />
  </p>
);

const contactForm = {
  link: (words: ReactNode[]) => <Link to={paths.about.getHref('contact')}>{words}</Link>,
};
const bold = { b: (words: ReactNode[]) => <strong>{words}</strong> };

/** A section whose body is the one paragraph `<heading key>.text`. */
const section = (heading: string, values?: Values): LegalSection => ({
  heading,
  body: paragraph(`${heading}.text`, values),
});

/** The fees as the rules charge them, in the page's language. */
function FeesParagraph() {
  return paragraph('legal.terms.fees.text', useFeeTerms());
}

export const termsSections: LegalSection[] = [
  section('legal.terms.eligibility'),
  section('legal.terms.campaigns', STATED_TERMS),
  section('legal.terms.donations', STATED_TERMS),
  { heading: 'legal.terms.fees', body: <FeesParagraph /> },
  section('legal.terms.refunds'),
  section('legal.terms.prohibited'),
  section('legal.terms.law'),
  section('legal.terms.contact', contactForm),
];

export const privacySections: LegalSection[] = [
  section('legal.privacy.collect'),
  section('legal.privacy.use'),
  section('legal.privacy.others'),
  section('legal.privacy.retention'),
  section('legal.privacy.rights', contactForm),
  section('legal.privacy.cookies', {
    link: (words: ReactNode[]) => <Link to={paths.cookiePolicy.getHref()}>{words}</Link>,
  }),
];

const COOKIE_KINDS = offeredCategories;

const preferencesButton = { className: buttonClass({ variant: 'secondary' }) };

export const cookieSections: LegalSection[] = [
  section('legal.cookie.what'),
  {
    heading: 'legal.cookie.used',
    body: (
      <ul>
        {COOKIE_KINDS.map((kind) => (
          <li key={kind}>
            <FormattedMessage id={`legal.cookie.used.${kind}`} values={bold} />
          </li>
        ))}
      </ul>
    ),
  },
  section('legal.cookie.duration'),
  {
    heading: 'legal.cookie.change',
    body: (
      <>
        {paragraph('legal.cookie.change.text')}
        <Island name="cookie-preferences-button" props={preferencesButton}>
          <CookiePreferencesButton {...preferencesButton} />
        </Island>
      </>
    ),
  },
];
