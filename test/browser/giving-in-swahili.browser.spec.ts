import { browserWorld, visit } from './support/world';
import { appReady, ON_A_PHONE } from './support/browser';
import { englishIn } from './support/languages';
import { sidewaysScroll } from './support/layout';
import { approveOnTestPhoneInSwahili, fillMpesaGiftInSwahili } from './support/swahili-gift';

jest.setTimeout(120_000);

let campaign: { _id: string; title: string };

const world = browserWorld({ seed: true, env: { PAYMENT_PROVIDER: 'sandbox' } });
beforeAll(async () => {
  const featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  campaign = featured.find((candidate: { daysRemaining: number }) => candidate.daysRemaining > 0);
});

/** What the English screens say, which a Swahili screen must not. */
const ENGLISH_FORM = [
  'Donation amount',
  'Other amount',
  'Your name',
  'Email (optional',
  'Message of support',
  'Payment method',
  'Mobile money',
  'Mobile-money',
  'Currency',
  'Donate',
  'Keep me posted',
  'Cover the fees',
];
const ENGLISH_RECEIPT = [
  'Donation receipt',
  'Receipt number',
  'Donor',
  'Payment method',
  'Mobile money',
  'Amount',
  'Issued',
  'Public ledger',
  'Print',
];

const RECEIPT_NUMBER = /Namba ya risiti\s+(HB-\d{4}-\d{6})/;

it('when a donor on a phone gives by M-PESA from /sw/, then every step, the receipt and its mail are in Swahili', async () => {
  const { context, page, errors } = await visit(world, ON_A_PHONE);
  await page.goto(`/sw/campaign/${campaign._id}`);
  await appReady(page);
  await page.locator(`a[href="/sw/donation/${campaign._id}"]`).first().tap();

  await page.getByRole('heading', { name: 'Toa mchango' }).waitFor();
  await appReady(page);
  const form = await fillMpesaGiftInSwahili(page, {
    name: 'Amani Wanjiru',
    email: 'amani@example.org',
  });
  await page.getByText('Nitalipia ada').waitFor();

  // A wrong number is told in Swahili, with the server's own rule.
  await page.getByRole('textbox', { name: 'Namba ya simu ya kulipia' }).fill('12');
  await page.getByRole('button', { name: /^Changia/ }).tap();
  await page.getByText('Namba ya simu ya Kenya ni +254 na tarakimu 9', { exact: false }).waitFor();
  expect(await englishIn(form, ENGLISH_FORM)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);

  await page.getByRole('textbox', { name: 'Namba ya simu ya kulipia' }).fill('0712 345 678');
  await page.getByRole('button', { name: /^Changia/ }).tap();
  const status = page.getByRole('status');
  await status.getByRole('heading', { name: 'Tunasubiri malipo…' }).waitFor();
  await status
    .getByText(/Angalia simu yako: weka PIN yako ya M-PESA ili kulipa .*3[,.\s]?230/)
    .waitFor();
  await approveOnTestPhoneInSwahili(page);

  await status
    .getByRole('heading', { name: 'Asante kwa mchango wako!' })
    .waitFor({ timeout: 15_000 });
  await status.getByText(`kwa ${campaign.title} umepokelewa.`, { exact: false }).waitFor();
  await status.getByText(RECEIPT_NUMBER).waitFor({ timeout: 15_000 });
  const [, receiptNumber] = RECEIPT_NUMBER.exec(await status.innerText())!;
  await page.getByRole('link', { name: 'Rudi kwenye kampeni' }).last().waitFor();

  await page.getByRole('link', { name: 'Tazama risiti ya kuchapisha' }).tap();
  const receipt = page.getByRole('article', { name: 'Risiti ya mchango' });
  await receipt.waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/sw\/receipts\//);
  await receipt.getByText(receiptNumber!, { exact: true }).waitFor();
  await receipt.getByText('Njia ya malipo', { exact: true }).waitFor();
  await receipt.getByText('Pesa kwa simu', { exact: true }).waitFor();
  await receipt.getByRole('heading', { name: 'Daftari la umma' }).waitFor();
  await receipt.getByRole('button', { name: 'Chapisha' }).waitFor();
  expect(await englishIn(receipt, ENGLISH_RECEIPT)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);

  const mail = await world.harambee.smtp.waitForMail('amani@example.org');
  expect(mail.subject).toBe(`Risiti yako ya Harambee ${receiptNumber}`);
  expect(mail.text).toContain('Asante kwa mchango wako.');
  expect(mail.text).toContain('Njia ya malipo: Pesa kwa simu');
  expect(world.harambee.smtp.linkIn(mail)).toContain('/sw/receipts/');
  expect(`${mail.subject} ${mail.text}`).not.toMatch(/Receipt|Thank you|Amount|Payment method/);
  expect(errors).toEqual([]);
  await context.close();
});
