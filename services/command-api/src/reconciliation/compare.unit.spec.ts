import { compareDay } from './compare';
import type { Movement } from './movement';

const day = '2026-12-04';
const move = (fields: Partial<Movement>): Movement => ({
  movement: 'charge',
  reference: 'pi_1',
  paymentId: 'chk_1',
  campaignId: 'c-1',
  amountCents: 2_500,
  currency: 'usd',
  at: `${day}T10:00:00.000Z`,
  ...fields,
});

describe('comparing a day of our books with the provider’s', () => {
  it('when every movement has its twin for the same amount, then nothing differs', () => {
    const both = [move({}), move({ movement: 'refund', reference: 're_1', amountCents: 500 })];
    expect(
      compareDay(
        day,
        both,
        both.map((m) => ({ ...m })),
      ),
    ).toEqual([]);
  });

  it('when a movement recorded just across midnight on one side has its twin the day before or after, then nothing differs', () => {
    const ours = [move({ at: `${day}T23:59:59.000Z` })];
    const theirs = [move({ at: '2026-12-05T00:00:02.000Z' })];
    expect(compareDay(day, ours, theirs)).toEqual([]);
    expect(compareDay('2026-12-05', ours, theirs)).toEqual([]);
  });

  it('when the provider has a charge we did not record and we have a refund it does not, then both are differences', () => {
    const ours = [move({}), move({ movement: 'refund', reference: 're_ours', amountCents: 2_500 })];
    const theirs = [
      move({}),
      move({ reference: 'pi_stranger', paymentId: null, campaignId: null, amountCents: 4_200 }),
    ];
    expect(compareDay(day, ours, theirs)).toEqual([
      {
        kind: 'missingAtProvider',
        movement: 'refund',
        reference: 're_ours',
        ourAmountCents: 2_500,
        providerAmountCents: null,
        currency: 'usd',
        paymentId: 'chk_1',
        campaignId: 'c-1',
      },
      {
        kind: 'missingInOurRecords',
        movement: 'charge',
        reference: 'pi_stranger',
        ourAmountCents: null,
        providerAmountCents: 4_200,
        currency: 'usd',
        paymentId: null,
        campaignId: null,
      },
    ]);
  });

  it('when the amounts differ, then it says both', () => {
    expect(compareDay(day, [move({})], [move({ amountCents: 2_400 })])).toEqual([
      expect.objectContaining({
        kind: 'amountDiffers',
        ourAmountCents: 2_500,
        providerAmountCents: 2_400,
      }),
    ]);
  });

  it('when a refund is named by another reference at the provider, then it matches by its payment and amount, once', () => {
    const ours = [move({ movement: 'refund', reference: '3018284' })];
    const theirs = [
      move({ movement: 'refund', reference: '132013018285' }),
      move({ movement: 'refund', reference: '132013018286' }),
    ];
    expect(compareDay(day, ours, theirs)).toEqual([
      expect.objectContaining({ kind: 'missingInOurRecords', reference: '132013018286' }),
    ]);
  });

  it('when something happened on another day, then it is not this day’s difference', () => {
    const otherDay = move({ reference: 'pi_2', at: '2026-12-01T10:00:00.000Z' });
    expect(compareDay(day, [otherDay], [])).toEqual([]);
    expect(compareDay(day, [], [otherDay])).toEqual([]);
  });
});

describe('regression: comparing in the currency the provider moved', () => {
  it('when the same number of minor units moved in another currency, then the amount differs, naming both currencies', () => {
    const ours = [move({ amountCents: 323_375, currency: 'kes' })];
    const theirs = [move({ amountCents: 323_375, currency: 'usd' })];
    expect(compareDay(day, ours, theirs)).toEqual([
      expect.objectContaining({
        kind: 'amountDiffers',
        ourAmountCents: 323_375,
        providerAmountCents: 323_375,
        currency: 'kes',
        providerCurrency: 'usd',
      }),
    ]);
  });

  it('when a refund failed at the provider (netted to nothing) and our books booked it back, then nothing differs', () => {
    const theirs = [move({}), move({ movement: 'refund', reference: 're_failed', amountCents: 0 })];
    expect(compareDay(day, [move({})], theirs)).toEqual([]);
  });
});
