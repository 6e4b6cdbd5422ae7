import { commandApiForTests, createApprovedCampaign } from '../testing/command-api-under-test';
import { gift } from './testing/donor';

const card = {
  cardNumber: '4242424242424242',
  expiry: '12/40',
  cvv: '123',
  cardholderName: 'Wanjiru Kamau',
};

const api = commandApiForTests();
let campaignId: string;
beforeAll(async () => ({ campaignId } = await createApprovedCampaign(api)));

const startCheckout = (key: string | undefined, fields: Record<string, unknown> = {}) =>
  api.call('/v1/payments/checkout', {
    method: 'POST',
    json: { ...gift, campaignId, method: 'card', ...fields },
    headers: key ? { 'idempotency-key': key } : {},
  });
const checkoutsStarted = async () => (await api.eventsOfType('CheckoutStarted')).length;
const payByCard = (key: string | undefined, fields: Record<string, unknown> = {}) =>
  api.call('/v1/payments/card', {
    method: 'POST',
    json: { ...card, amount: 25, campaignId, ...fields },
    headers: key ? { 'idempotency-key': key } : {},
  });
const cardsCharged = async () =>
  (await api.deps.db.query<{ n: number }>('select count(*)::int as n from sandbox_payments'))[0]!.n;

it('when a checkout start is sent again with the same Idempotency-Key, even at once, then one checkout is started and both answers name it', async () => {
  const before = await checkoutsStarted();
  const key = 'c1a8f3de-7b0e-4d0a-9b1c-5f2e6a7d8c90';
  const [first, second] = await Promise.all([startCheckout(key), startCheckout(key)]);
  const third = await startCheckout(key);
  expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
  expect(second.body.data.paymentId).toBe(first.body.data.paymentId);
  expect(third.body.data).toEqual(first.body.data);
  expect(await checkoutsStarted()).toBe(before + 1);
});

it('when the same key comes with another gift, or another key with the same gift, or no key, then each is a start of its own', async () => {
  const before = await checkoutsStarted();
  const key = '0f4b6c2a-9d1e-4e3f-8a5b-7c6d5e4f3a2b';
  const first = await startCheckout(key);
  const otherGift = await startCheckout(key, { amount: 30 });
  const otherKey = await startCheckout('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  const noKey = [await startCheckout(undefined), await startCheckout(undefined)];
  const ids = [first, otherGift, otherKey, ...noKey].map((answer) => answer.body.data.paymentId);
  expect(new Set(ids).size).toBe(5);
  expect(await checkoutsStarted()).toBe(before + 5);
});

it('when a refused start is sent again with its key, then it is tried again, not answered from memory', async () => {
  const key = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
  expect((await startCheckout(key, { amount: 0.5 })).status).toBe(400);
  const before = await checkoutsStarted();
  expect((await startCheckout(key, { amount: 0.5 })).status).toBe(400);
  expect((await startCheckout(key)).status).toBe(201);
  expect(await checkoutsStarted()).toBe(before + 1);
});

it('when the in-page card charge is sent again with the same Idempotency-Key, then the card is charged once and both answers name that payment', async () => {
  const before = await cardsCharged();
  const key = 'e7d6c5b4-a3f2-4e1d-9c0b-a9f8e7d6c5b4';
  const [first, second] = await Promise.all([payByCard(key), payByCard(key)]);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(second.body.data.paymentId).toBe(first.body.data.paymentId);
  expect(await cardsCharged()).toBe(before + 1);
  await payByCard(undefined);
  expect(await cardsCharged()).toBe(before + 2);
});

it('when a declined card is tried again under its key, then it is asked again (and declined again), never answered as paid', async () => {
  const key = 'b4a3f2e1-d0c9-4b8a-8f7e-6d5c4b3a2f1e';
  const declined = { cardNumber: '4000000000000002' };
  expect((await payByCard(key, declined)).status).toBe(402);
  expect((await payByCard(key, declined)).status).toBe(402);
});
