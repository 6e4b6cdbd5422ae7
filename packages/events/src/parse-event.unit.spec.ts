import { MalformedEventError, UnknownEventError, parseEvent } from './index';

const approved = { campaignId: 'c1', at: '2026-11-22T10:00:00.000Z' };

describe('parseEvent', () => {
  it('when the event is in the catalogue, then it returns it typed', () => {
    const event = parseEvent({ type: 'CampaignApproved', schemaVersion: 1, data: approved });
    expect(event).toEqual({ type: 'CampaignApproved', data: approved });
  });

  it('when the type is unknown, then it rejects it', () => {
    expect(() => parseEvent({ type: 'CampaignExploded', schemaVersion: 1, data: {} })).toThrow(
      UnknownEventError,
    );
  });

  it('when the schema version is unknown, then it rejects it', () => {
    expect(() =>
      parseEvent({ type: 'CampaignApproved', schemaVersion: 9, data: approved }),
    ).toThrow(UnknownEventError);
  });

  it('when the data does not match the schema, then it names the broken field', () => {
    expect(() =>
      parseEvent({ type: 'DonationRecorded', schemaVersion: 1, data: { amountCents: -5 } }),
    ).toThrow(MalformedEventError);
    expect(() =>
      parseEvent({ type: 'CampaignApproved', schemaVersion: 1, data: { campaignId: 'c1' } }),
    ).toThrow(/at/);
  });

  it('when a secret would be stored in clear, then the account event is rejected', () => {
    expect(() =>
      parseEvent({
        type: 'AdminRegistered',
        schemaVersion: 1,
        data: {
          userId: 'u1',
          name: 'A',
          email: 'a@b.c',
          passwordHash: 'hunter2',
          registeredAt: '2026-11-22T10:00:00.000Z',
        },
      }),
    ).toThrow(MalformedEventError);
  });
});
