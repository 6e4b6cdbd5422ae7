import { browserWorld, visit } from './support/world';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/axe';
import { appReady, ON_A_PHONE } from './support/browser';
import { eventually } from '../support/waiting';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

let campaign: { _id: string; title: string };

const world = browserWorld({ seed: true });
beforeAll(async () => {
  const featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  campaign = featured.find((candidate: { daysRemaining: number }) => candidate.daysRemaining > 0);
});

async function giveByCard(page: Page, email: string) {
  await page.goto(`/donation/${campaign._id}`);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: '$25', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Ledger Checker');
  await page.getByLabel('Email (optional, for your receipt)').fill(email);
  await page.getByRole('button', { name: 'Donate $25' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV', { exact: true }).fill('123');
  await dialog.getByLabel('Cardholder name').fill('Ledger Checker');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
}

const signedHeadSize = async () =>
  (await world.harambee.api('/v1/ledger/head')).body.data?.treeSize as number | undefined;

/** The served inclusion proof with one hash of its audit path changed (a hash added when the path is empty). */
const tampered = (auditPath: string[]) =>
  auditPath.length === 0
    ? ['00'.repeat(32)]
    : [auditPath[0]!.replace(/^./, (c) => (c === '0' ? '1' : '0')), ...auditPath.slice(1)];

it('when a donor gives, opens the mailed receipt and presses Verify, then the browser checks the pinned key, the signed head, the inclusion proof, the entry and its commitment, and a tampered proof or proof code fails naming the check', async () => {
  const { context, page, errors } = await visit(world);
  await giveByCard(page, 'ledger.checker@example.org');

  const mail = await world.harambee.smtp.waitForMail('ledger.checker@example.org');
  expect(mail.text).toContain("Harambee's public ledger");
  const link = new URL(world.harambee.smtp.linkIn(mail));
  await page.goto(`${link.pathname}${link.search}`);
  const ledger = page.getByRole('region', { name: 'Public ledger' });
  const named = ledger.getByText(/Your gift is entry #(\d+) of Harambee's public ledger\./);
  await named.waitFor({ timeout: 20_000 });
  const index = Number(/#(\d+)/.exec(await named.innerText())![1]);
  const receiptId = decodeURIComponent(link.pathname.split('/').pop()!);
  const [giftLeaf] = (await world.harambee.api(`/v1/ledger/subjects/${receiptId}${link.search}`))
    .body.data.entries;
  expect(giftLeaf.index).toBe(index);
  expect(mail.text).toContain(
    `Ledger entry #${index} — verify it at ${world.harambee.smtp.linkIn(mail)}`,
  );
  await eventually(signedHeadSize, (size) => (size ?? 0) > index, 20_000);

  await ledger.getByRole('button', { name: 'Verify' }).click();
  const verdict = ledger.getByRole('status');
  await verdict.getByText('Verified: your gift is in the public ledger.').waitFor();
  const checks = await verdict.getByRole('listitem').allInnerTexts();
  // The key the receipt prints is the one at the well-known path, and the head is checked with it.
  const pinned = await (
    await fetch(`${world.harambee.url}/.well-known/harambee-ledger-key`)
  ).text();
  const printedKey = pinned.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
  await page.getByText(printedKey, { exact: true }).waitFor();
  expect(checks).toEqual([
    `Passed: The ledger key served at /.well-known/harambee-ledger-key is the key printed on your receipt (${printedKey}).`,
    expect.stringMatching(
      /^Passed: The ledger's head \(\d+ entries, signed .+\) carries a valid Ed25519 signature from the key printed on your receipt\.$/,
    ),
    expect.stringMatching(
      new RegExp(
        `^Passed: The inclusion proof shows entry #${index} is in the signed tree of \\d+ entries`,
      ),
    ),
    `Passed: The entry is a gift that took $25.00 and moves $25.00 into the escrow of "${campaign.title}", as your receipt says.`,
    expect.stringMatching(/^Passed: The entry's commitment is the SHA-256 of your receipt's id/),
  ]);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  await page.route('**/api/v1/ledger/proof/inclusion?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.auditPath = tampered(body.data.auditPath);
    await route.fulfill({ response, json: body });
  });
  await ledger.getByRole('button', { name: 'Verify' }).click();
  const failure = ledger.getByRole('alert');
  await failure.getByText('Not verified.').waitFor();
  expect(await failure.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringMatching(/^Passed: The ledger key served at/),
    expect.stringMatching(/^Passed: The ledger's head/),
    `Failed: The inclusion proof does not lead from entry #${index} to the signed root hash: the entry or the proof was altered.`,
    expect.stringMatching(/^Passed: The entry is a gift that took \$25\.00 and moves/),
    expect.stringMatching(/^Passed: The entry's commitment/),
  ]);
  await page.unroute('**/api/v1/ledger/proof/inclusion?*');

  // Issue "Money that matches the world", item 11: a receipt whose proof code is not its gift's is refused.
  // The server renders the receipt: its page comes with every mention of the proof code changed.
  const { salt } = (await world.harambee.api(`/v1/receipts/${receiptId}${link.search}`)).body.data
    .receipt.ledgerProof;
  await page.route(
    (url) => url.pathname === link.pathname,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain(salt);
      await route.fulfill({
        status: response.status(),
        contentType: 'text/html; charset=utf-8',
        body: html.replaceAll(salt, 'not-this-gifts-salt'),
      });
    },
  );
  await page.reload();
  await ledger.getByRole('button', { name: 'Verify' }).click();
  await ledger.getByRole('alert').getByText('Not verified.').waitFor();
  expect(await ledger.getByRole('alert').getByRole('listitem').last().innerText()).toMatch(
    /^Failed: The entry's commitment is not the one your receipt's id/,
  );
  expect(errors).toEqual([]);
  await context.close();
});

it('when a phone follows the footer to the public ledger and opens a campaign ledger, then the entries stack without sideways scrolling, each with its index, type, amount and time, and the campaign links by title', async () => {
  const { context, page, errors } = await visit(world, ON_A_PHONE);
  await page.goto('/faq');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Public Ledger' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Public ledger' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/ledger');
  const entries = page.getByRole('list', { name: 'Latest entries' }).getByRole('listitem');
  await entries.first().waitFor();
  await appReady(page);
  const first = await entries.first().innerText();
  expect(first).toMatch(/Index\s+#\d+/);
  // As pages and mails write money: its own sign, no ISO code beside it ('$25.00', 'KSh 3,230.00').
  expect(first).toMatch(
    /Amount\s+(?:\$|KSh|GH₵|R|₦|USh|TSh|RF|D|F\sCFA|FCFA)\s?\d[\d,]*(?:\.\d{2})?\n/,
  );
  expect(first).toMatch(/Time\s+\w{3} \d{1,2}, \d{4}, \d{2}:\d{2}/);
  const titled = page.getByRole('link', { name: campaign.title }).first();
  await titled.waitFor();
  expect(await titled.getAttribute('href')).toBe(`/campaign/${campaign._id}`);
  expect(await sidewaysScroll(page)).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  await page.goto(`/campaign/${campaign._id}/ledger`);
  await page.getByRole('heading', { level: 1, name: `Ledger of ${campaign.title}` }).waitFor();
  await page.getByRole('list', { name: `Entries of Ledger of ${campaign.title}` }).waitFor();
  await appReady(page);
  expect(await sidewaysScroll(page)).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
