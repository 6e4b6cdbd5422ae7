import type { Page } from 'playwright-core';

/** Someone signed in: what the web app keeps in local storage after logging in. */
export type Session = { token: string; user: unknown };

/** Who a stop is seen as: a visitor, the demo creator of a funded campaign, or an admin. */
export type Viewer = 'visitor' | 'creator' | 'admin';

export type Stop = {
  name: string;
  viewer: Viewer;
  path: string | ((ids: TourIds) => string);
  /** What to do on the page before the picture: open a ledger, pick an amount, open a dialog. */
  act?: (page: Page) => Promise<unknown>;
  /** A dialog is pictured as the screen shows it, not over the whole page. */
  screenOnly?: boolean;
};

/** `receipt`: the receipt page's path (with its key) of a gift the tour gave, or '' where it could not give one. */
export type TourIds = { openCampaign: string; fundedCampaign: string; receipt: string };

const openLedgers = async (page: Page) => {
  await page.getByRole('heading', { name: 'Money ledger' }).waitFor();
  for (const summary of await page.locator('details summary').all()) await summary.click();
  await page.getByRole('table').first().getByRole('rowheader').first().waitFor();
};

/** The donate form in a donor's own money: its presets, the quote and the covered-fee total in that currency. */
const donateIn = (currency: 'KES' | 'GHS'): Stop => ({
  name: `donate-in-${currency.toLowerCase()}`,
  viewer: 'visitor',
  path: ({ openCampaign }) => `/donation/${openCampaign}`,
  act: async (page) => {
    await page.getByLabel('Currency', { exact: true }).selectOption(currency);
    await page.getByRole('group', { name: 'Donation amount' }).getByRole('button').nth(1).click();
    await page.getByTestId('currency-quote').getByText('You pay').waitFor();
  },
});

/** The donate form, a donor's receipt and the creator's wallet as a reader of French and of Swahili sees them. */
const inLanguage = (language: 'fr' | 'sw'): Stop[] => [
  {
    name: `donate-${language}`,
    viewer: 'visitor',
    path: ({ openCampaign }) => `/${language}/donation/${openCampaign}`,
  },
  {
    name: `receipt-${language}`,
    viewer: 'visitor',
    path: ({ receipt }) => receipt && `/${language}${receipt}`,
  },
  {
    name: `wallet-${language}`,
    viewer: 'creator',
    path: `/${language}/wallet`,
  },
];

/** The main journeys, in the order a reviewer reads them: a backer gives, a creator launches and is paid, an admin decides. */
export const journeys: Stop[] = [
  { name: 'home', viewer: 'visitor', path: '/' },
  { name: 'search', viewer: 'visitor', path: '/search-campaigns' },
  { name: 'campaign', viewer: 'visitor', path: ({ openCampaign }) => `/campaign/${openCampaign}` },
  {
    name: 'donate-with-fees',
    viewer: 'visitor',
    path: ({ openCampaign }) => `/donation/${openCampaign}`,
    act: (page) => page.getByRole('button', { name: '$50', exact: true }).click(),
  },
  donateIn('KES'),
  donateIn('GHS'),
  { name: 'create-step-1-fees', viewer: 'visitor', path: '/create-campaign' },
  { name: 'login', viewer: 'visitor', path: '/login' },
  { name: 'creator-dashboard', viewer: 'creator', path: '/dashboard' },
  { name: 'wallet-and-ledger', viewer: 'creator', path: '/wallet', act: openLedgers },
  {
    name: 'withdraw-confirmation',
    viewer: 'creator',
    path: '/wallet',
    screenOnly: true,
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Withdraw / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'Confirm withdrawal' })
        .getByRole('definition')
        .first()
        .waitFor();
    },
  },
  { name: 'admin-campaigns', viewer: 'admin', path: '/admin' },
  {
    name: 'admin-campaign-money',
    viewer: 'admin',
    path: ({ fundedCampaign }) => `/admin/campaigns/${fundedCampaign}`,
    act: async (page) => {
      await page.getByRole('tab', { name: 'Money' }).click();
      await page.getByRole('table').getByRole('rowheader').first().waitFor();
    },
  },
  { name: 'admin-withdrawals', viewer: 'admin', path: '/admin/withdrawals' },
  { name: 'admin-disputes', viewer: 'admin', path: '/admin/disputes' },
  ...inLanguage('fr'),
  ...inLanguage('sw'),
];
