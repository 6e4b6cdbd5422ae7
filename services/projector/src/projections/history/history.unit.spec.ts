import { placeInLog } from '../../testing/place-in-log';
import { editSummary } from './history';
import { historyDocument, inJsonbKeyOrder } from './mongo';

const edit = {
  campaignId: 'c1',
  title: 'New',
  story: '<p>Same</p>',
  category: 'equipment',
  imagePath: 'c1.png',
  editedAt: '2026-01-02T00:00:00.000Z',
} as const;

describe('the campaign history, whatever the store', () => {
  it('when an approved campaign is edited, then the summary says what changed and that it went back to review', () => {
    const before = {
      title: 'Old',
      story: '<p>Same</p>',
      category: 'expansion',
      image_path: 'c1.png',
      status: 'approved',
    };
    expect(editSummary(before, edit)).toEqual({
      title: { from: 'Old', to: 'New' },
      category: { from: 'expansion', to: 'equipment' },
      status: { from: 'approved', to: 'pending' },
    });
  });

  it('when the campaign is not known, then the summary names the new title', () => {
    expect(editSummary(undefined, edit)).toEqual({ title: 'New' });
  });
});

describe('the campaign history in MongoDB', () => {
  it('when a summary is kept, then its keys are in jsonb order (shorter first, then by bytes), nested too', () => {
    const kept = inJsonbKeyOrder({
      title: { to: 'b', from: 'a' },
      status: 'x',
      image: 'changed',
      amount: 2,
      donationId: 'd',
    });
    expect(JSON.stringify(kept)).toBe(
      '{"image":"changed","title":{"to":"b","from":"a"},"amount":2,"status":"x","donationId":"d"}',
    );
  });

  it('when an entry is kept, then its id is its campaign and place in the log, positions as 64-bit integers', () => {
    const document = historyDocument({
      ...placeInLog,
      event_type: 'CampaignApproved',
      summary: { status: 'approved' },
    });
    expect(document).toMatchObject({
      _id: 'c1:812:40',
      transaction_id: 812n,
      global_position: 40n,
      at: new Date('2026-01-02T00:00:00.000Z'),
    });
  });
});
