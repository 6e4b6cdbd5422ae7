import { campaignLengthDays, daysLeft, EXPECTED_REVIEW_DAYS, waitingDays } from './campaign-waits';

const createdAt = '2026-11-01T09:00:00.000Z';
const twentyDays = { createdAt, endDate: '2026-11-21T23:59:59.999Z' };

describe('days left', () => {
  it('when a 20-day campaign was just submitted, then it has 20 days left, not 21', () => {
    expect(campaignLengthDays(createdAt, twentyDays.endDate)).toBe(20);
    expect(daysLeft(twentyDays, new Date(createdAt))).toBe(20);
  });

  it('when time passes, then the part-day left still counts until the count drops below the length', () => {
    expect(daysLeft(twentyDays, new Date('2026-11-02T09:00:00.000Z'))).toBe(20);
    expect(daysLeft(twentyDays, new Date('2026-11-03T09:00:00.000Z'))).toBe(19);
  });

  it('when it is the last day, then one day is left until its end, and none after', () => {
    expect(daysLeft(twentyDays, new Date('2026-11-21T23:00:00.000Z'))).toBe(1);
    expect(daysLeft(twentyDays, new Date('2026-11-22T00:00:00.000Z'))).toBe(0);
    expect(daysLeft(twentyDays, new Date('2026-12-30T00:00:00.000Z'))).toBe(0);
  });

  it('when a one-day campaign ends tomorrow, then it has one day left', () => {
    const oneDay = { createdAt, endDate: '2026-11-02T23:59:59.999Z' };
    expect(daysLeft(oneDay, new Date(createdAt))).toBe(1);
  });
});

describe('review waits', () => {
  it('when a campaign was sent 12 days and some hours ago, then it has waited 12 days', () => {
    expect(waitingDays(createdAt, new Date('2026-11-13T20:00:00.000Z'))).toBe(12);
    expect(waitingDays(createdAt, new Date(createdAt))).toBe(0);
  });

  it('the expected review time is a whole number of days', () => {
    expect(Number.isInteger(EXPECTED_REVIEW_DAYS) && EXPECTED_REVIEW_DAYS > 0).toBe(true);
  });
});
