import { createPersonalDataVault } from '@harambee/eventstore';
import { createHash } from 'node:crypto';
import {
  commandApiForTests,
  createApprovedCampaign,
  createVerifiedCampaign,
} from '../testing/command-api-under-test';

const api = commandApiForTests();

const erase = (token: string) =>
  api.call('/v1/users/me/erase', { method: 'POST', token, json: { password: 'Secret123' } });

const gift = {
  amount: 25,
  donorName: 'Amina Wanjiku',
  anonymous: false,
  message: 'Proud of you',
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
  method: 'card',
};

const approvedCampaign = async () => {
  const created = await createApprovedCampaign(api);
  return created;
};

const checkoutsFor = async (paymentIds: string[]) =>
  (await api.eventsOfType('CheckoutStarted')).filter((event) =>
    paymentIds.includes(event.data.paymentId),
  );

describe('what an erasure leaves behind', () => {
  it('when a donor who paid through the hosted checkout is erased, then the checkouts’ donor fields cannot be unsealed, and another donor’s still can', async () => {
    const { token, email, campaignId } = await approvedCampaign();
    const checkout = async (json: Record<string, unknown>, bearer?: string) =>
      (
        await api.call('/v1/payments/checkout', {
          method: 'POST',
          token: bearer,
          json: { ...gift, campaignId, ...json },
        })
      ).body.data.paymentId as string;
    const withAddress = await checkout({ email });
    const signedIn = await checkout(
      { email: 'a-friend@example.org', donorName: 'For Baraka' },
      token,
    );
    const stranger = await checkout({ email: 'grace@example.org', donorName: 'Grace Otieno' });

    expect((await erase(token)).status).toBe(200);

    const vault = createPersonalDataVault(api.deps.db);
    const [mine, forFriend, other] = await checkoutsFor([withAddress, signedIn, stranger]);
    for (const erased of [mine!, forFriend!]) {
      expect(erased.data).toMatchObject({ donorName: 'Erased user', email: '', message: '' });
      expect(await vault.open(erased.sealed.donorName)).toBeNull();
      expect(await vault.open(erased.sealed.email)).toBeNull();
    }
    expect(JSON.stringify([mine!.sealed, forFriend!.sealed])).not.toMatch(
      /Amina|Baraka|example\.org|Proud/,
    );
    expect(other!.data).toMatchObject({ donorName: 'Grace Otieno', email: 'grace@example.org' });
    expect(await vault.open(other!.sealed.email)).toBe('grace@example.org');
  });

  it('when a creator is erased, then no outbox row holds their address or a body, and the mails stay counted', async () => {
    const { token, email } = await createVerifiedCampaign(api);
    const mailsTo = (address: string) =>
      api.deps.db.query('select mail_id from mail_outbox where lower(recipient) = $1', [address]);
    expect(await mailsTo(email)).toHaveLength(1);
    const total = async () =>
      (await api.deps.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0]!.n;
    const before = await total();

    expect((await erase(token)).status).toBe(200);

    expect(await mailsTo(email)).toHaveLength(0);
    expect(await total()).toBe(before);
    const bodies = await api.deps.db.query(
      "select mail_id from mail_outbox where recipient is null and (text_body is not null or html_body is not null) and kind = 'verification'",
    );
    expect(bodies).toHaveLength(0);
  });

  it('when an address claims an account, then its stream id is not the plain SHA-256 of the address', async () => {
    const { email, body } = await createVerifiedCampaign(api);
    const plain = `email-${createHash('sha256').update(email).digest('hex')}`;
    const claims = (await api.eventsOfType('EmailClaimed')).filter(
      (event) => event.data.userId === body.data.user.id,
    );
    expect(claims).toHaveLength(1);
    expect(claims[0]!.stream_id).toMatch(/^email-[0-9a-f]{64}$/);
    expect(claims[0]!.stream_id).not.toBe(plain);
    const underPlainId = await api.deps.db.query('select 1 from events where stream_id = $1', [
      plain,
    ]);
    expect(underPlainId).toHaveLength(0);
  });
});
