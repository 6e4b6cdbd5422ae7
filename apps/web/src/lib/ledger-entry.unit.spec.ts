import { message } from '@harambee/messages';
import { entryAmount, parseLeaf } from './ledger-entry';

const leaf = JSON.stringify({
  amount: 2500,
  at: '2026-11-26T05:41:00.000Z',
  campaignId: 'c1',
  currency: 'USD',
  index: 7,
  postings: [
    { account: 'donors:sandbox', amount: -2500 },
    { account: 'campaign:c1:escrow', amount: 2500 },
  ],
  type: 'DonationRecorded',
});

describe('a public ledger leaf', () => {
  it('when the leaf is a published entry, then it reads as one with its postings', () => {
    expect(parseLeaf(leaf)).toMatchObject({ index: 7, campaignId: 'c1', amount: 2500 });
  });

  it('when the leaf is not JSON or lacks a field, then it is no entry', () => {
    expect(parseLeaf('{"index":')).toBeUndefined();
    expect(parseLeaf(JSON.stringify({ index: 7 }))).toBeUndefined();
  });

  it('when an amount is shown, then it is written as pages and mails write it in the language, minor units for an unknown currency', () => {
    expect(entryAmount({ amount: 2500, currency: 'USD' }, 'en')).toBe('$25.00');
    expect(entryAmount({ amount: 323000, currency: 'KES' }, 'en')).toBe('KSh\u00a03,230.00');
    expect(entryAmount({ amount: 323000, currency: 'KES' }, 'fr')).toBe('3\u202f230,00\u00a0KSh');
    expect(entryAmount({ amount: 2500, currency: 'USD' }, 'sw')).toBe('US$\u00a025.00');
    expect(entryAmount({ amount: 5, currency: 'XYZ' }, 'en')).toBe('5 XYZ minor units');
  });

  it('when the kind is known, then it is named in the reader’s language; else its event type shows', () => {
    expect(message('en', 'ledger.kind', { type: 'DonationRecorded' })).toBe('Gift');
    expect(message('fr', 'ledger.kind', { type: 'DonationRecorded' })).toBe('Don');
    expect(message('sw', 'ledger.kind', { type: 'PayoutPaid' })).toBe('Malipo yametumwa');
    expect(message('fr', 'ledger.kind', { type: 'SomethingNew' })).toBe('SomethingNew');
  });
});
