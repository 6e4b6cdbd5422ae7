import type { HistoryEntry } from '../../types';
import { describeHistoryEntry } from './history-text';

const admin = { id: 'a1', name: 'Harambee Admin', role: 'admin' };
const entry = (type: string, summary: Record<string, unknown> = {}, actor = admin): HistoryEntry => ({
  type,
  actor,
  at: '2026-03-01T10:00:00.000Z',
  summary,
});

describe('describeHistoryEntry', () => {
  it.each([
    ['CampaignApproved', 'Approved by Harambee Admin'],
    ['CampaignRejected', 'Rejected by Harambee Admin'],
    ['CampaignFeatured', 'Featured by Harambee Admin'],
    ['CampaignUnfeatured', 'Unfeatured by Harambee Admin'],
    ['CampaignDeleted', 'Deleted by Harambee Admin'],
  ])('when an admin action %s is listed, then it names the admin', (type, title) => {
    expect(describeHistoryEntry(entry(type)).title).toBe(title);
  });

  it('when a backer gave by card, then it reads as a donation with the amount and the backer', () => {
    const donation = entry('DonationRecorded', { amount: 25, method: 'creditCard' }, { id: null as never, name: 'Grace', role: 'anonymous' });
    expect(describeHistoryEntry(donation)).toEqual({ title: 'Donation of $25 from Grace' });
  });

  it('when an amount has cents, then the cents are kept', () => {
    const donation = entry('DonationRecorded', { amount: 25.5, method: 'creditCard' }, { ...admin, name: 'Grace' });
    expect(describeHistoryEntry(donation).title).toBe('Donation of $25.50 from Grace');
  });

  it('when an admin recorded an offline gift or generated test gifts, then the entry says so', () => {
    const gift = { id: 'a1', name: 'Kofi', role: 'admin' };
    expect(describeHistoryEntry(entry('DonationRecorded', { amount: 40, method: 'admin' }, gift)).title).toBe(
      'Offline gift of $40 from Kofi, recorded by an admin',
    );
    expect(describeHistoryEntry(entry('DonationRecorded', { amount: 10, method: 'generated' }, gift)).title).toBe('Test donation of $10 from Kofi');
  });

  it('when a creator edited the campaign, then the entry names them and lists what changed', () => {
    const edit = entry(
      'CampaignEdited',
      { title: { from: 'Old', to: 'New' }, category: { from: 'expansion', to: 'equipment' }, story: 'changed', status: { from: 'approved', to: 'pending' } },
      { id: 'c1', name: 'Amina Wanjiku', role: 'creator' },
    );
    expect(describeHistoryEntry(edit)).toEqual({
      title: 'Edited by Amina Wanjiku',
      details: 'title changed from “Old” to “New”; category changed from Business Expansion to Equipment Purchase; story changed; sent back for review',
    });
  });

  it('when a crypto pledge was made and confirmed, then both read in words with the coin amount', () => {
    const donor = { id: null as never, name: 'Satoshi', role: 'anonymous' };
    expect(describeHistoryEntry(entry('CryptoPledged', { amount: 300, currency: 'BTC', cryptoAmount: '0.01000000' }, donor)).title).toBe(
      'Crypto pledge of $300 (0.01 BTC) from Satoshi',
    );
    expect(describeHistoryEntry(entry('CryptoPledgeConfirmed', { amount: 300 })).title).toBe('Crypto pledge of $300 confirmed by Harambee Admin');
  });

  it('when the campaign was created, then the goal and category are given', () => {
    const created = entry('CampaignCreated', { goalAmount: 5000, category: 'startup-capital' }, { id: 'c1', name: 'Fatou', role: 'creator' });
    expect(describeHistoryEntry(created)).toEqual({ title: 'Created by Fatou', details: 'Goal $5,000 · Startup Capital' });
  });

  it('when an event type is unknown to this screen, then it is still described in words', () => {
    expect(describeHistoryEntry(entry('CampaignArchivedByPolicy')).title).toBe('Campaign archived by policy by Harambee Admin');
  });
});
