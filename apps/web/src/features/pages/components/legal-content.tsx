import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openCookiePreferences } from '@/lib/cookie-consent';
import type { LegalSection } from './legal-page';

const contact = <Link to={paths.about.getHref('contact')}>contact form</Link>;

export const termsSections: LegalSection[] = [
  {
    heading: 'legal.terms.eligibility',
    body: (
      <p>
        You must be at least 18 years old to use Harambee. Entrepreneurs must be citizens or legal
        residents of an African country; investors and donors can be from anywhere.
      </p>
    ),
  },
  {
    heading: 'legal.terms.campaigns',
    body: (
      <p>
        Every campaign is reviewed by our team before it goes live. Campaigns run for 1 to 20 days
        with goals between $100 and $50,000. Edits to a live campaign require approval again.
        Creators must describe their business truthfully and use funds as stated.
      </p>
    ),
  },
  {
    heading: 'legal.terms.donations',
    body: (
      <p>
        Funding is all or nothing: a campaign is funded only if it reaches its goal by its end date.
        Funds are held in escrow until then. The minimum investment is $50; investments above
        $10,000 require extra verification. Returns described by creators (for example 8-25%) are
        projections, not guarantees.
      </p>
    ),
  },
  {
    heading: 'legal.terms.fees',
    body: (
      <p>
        Launching a campaign is free. A 5% platform fee applies to funded campaigns, plus payment
        processing fees of 1.5-3%.
      </p>
    ),
  },
  {
    heading: 'legal.terms.refunds',
    body: (
      <p>
        Backers of a campaign that does not reach its goal are refunded automatically. Other refunds
        are made only in cases of fraud.
      </p>
    ),
  },
  {
    heading: 'legal.terms.prohibited',
    body: (
      <p>
        You may not use Harambee for fraud, money laundering, or any unlawful purpose, nor
        misrepresent yourself or your business.
      </p>
    ),
  },
  {
    heading: 'legal.terms.law',
    body: <p>These terms are governed by the laws of the Republic of South Africa.</p>,
  },
  {
    heading: 'legal.terms.contact',
    body: <p>Questions about these terms? Reach us through our {contact}.</p>,
  },
];

export const privacySections: LegalSection[] = [
  {
    heading: 'legal.privacy.collect',
    body: (
      <p>
        Account details (name, email, phone, country), campaign content, donation records (amount,
        optional name, email and message), and payout account details for creators. Card numbers go
        to our payment provider and are not stored by Harambee.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.use',
    body: (
      <p>
        To run campaigns and donations, review campaigns for compliance, prevent fraud, pay out
        funds, send receipts and notifications, and answer your messages.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.others',
    body: (
      <p>
        Campaign pages show the creator&apos;s name and country. Backers appear by name unless they
        donate anonymously. We never sell your personal data.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.retention',
    body: (
      <p>
        For as long as your account is active and afterwards as financial and anti-fraud laws
        require.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.rights',
    body: (
      <p>
        You may ask to see, correct or delete your personal data, and object to its use, through our{' '}
        {contact}.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.cookies',
    body: (
      <p>
        See our <Link to={paths.cookiePolicy.getHref()}>Cookie Policy</Link>.
      </p>
    ),
  },
];

export const cookieSections: LegalSection[] = [
  {
    heading: 'legal.cookie.what',
    body: (
      <p>
        Cookies and similar browser storage let a site remember things between visits, such as your
        sign-in or preferences.
      </p>
    ),
  },
  {
    heading: 'legal.cookie.used',
    body: (
      <ul>
        <li>
          <strong>Essential:</strong> keep you signed in and remember your cookie choices. These
          cannot be disabled.
        </li>
        <li>
          <strong>Analytics:</strong> help us understand how visitors use the site.
        </li>
        <li>
          <strong>Functionality:</strong> remember choices such as language and region.
        </li>
        <li>
          <strong>Targeting/Advertising:</strong> show relevant ads and content.
        </li>
        <li>
          <strong>Social Media:</strong> let you share campaigns on social networks.
        </li>
      </ul>
    ),
  },
  {
    heading: 'legal.cookie.duration',
    body: <p>We remember your choice for about 180 days, then ask again.</p>,
  },
  {
    heading: 'legal.cookie.change',
    body: (
      <>
        <p>
          You can change your choice at any time here or from the Cookie Preferences link in the
          footer.
        </p>
        <Button variant="secondary" onClick={openCookiePreferences}>
          Cookie Preferences
        </Button>
      </>
    ),
  },
];
