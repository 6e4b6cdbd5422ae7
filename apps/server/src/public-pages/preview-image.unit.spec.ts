import type { CampaignListing } from '@harambee/query-api';
import { renderCampaignPreview } from './preview-image';

const campaign = {
  id: 'c1',
  title: 'Solar cold storage',
  image_path: '',
  goal_cents: 500_000,
  amount_raised_cents: 120_000,
  amount_refunded_cents: 0,
  amount_reversed_cents: 0,
  donation_count: 12,
  short_code: '4KQ7PX',
  updated_at: new Date('2026-11-29T10:00:00Z'),
} as unknown as CampaignListing;

it('when the server offers USSD giving and the campaign has its code, then its preview card says how to dial it; else not', async () => {
  const withCode = await renderCampaignPreview(campaign, '/nowhere', 'sw', '*384*123#');
  const offered = await renderCampaignPreview(campaign, '/nowhere', 'sw');
  const uncoded = await renderCampaignPreview(
    { ...campaign, short_code: null },
    '/nowhere',
    'sw',
    '*384*123#',
  );
  expect(withCode.equals(offered)).toBe(false);
  expect(offered.equals(uncoded)).toBe(true);
});
