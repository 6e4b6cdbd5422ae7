import { positionedId, rowOf } from './documents';
import { blogPostRow, campaignHistoryRow } from './rows';

describe('read models as MongoDB documents', () => {
  it('when a document is read back, then its _id is the column its table keys by and the row schema parses it', () => {
    const document = {
      _id: 'b1',
      title: 'Harvest',
      content: '<p>Yes</p>',
      image_path: 'b1.jpg',
      created_at: new Date(),
      updated_at: new Date(),
    };
    expect(blogPostRow.parse(rowOf('blog_posts', document))).toMatchObject({
      id: 'b1',
      title: 'Harvest',
    });
  });

  it('when a history entry is read back, then its 64-bit positions are the strings the SQL rows hold', () => {
    const entry = {
      _id: positionedId('c1', { transactionId: '9007199254740993', globalPosition: '12' }),
      campaign_id: 'c1',
      transaction_id: 9_007_199_254_740_993n,
      global_position: 12n,
      event_type: 'CampaignApproved',
      actor_id: 'admin-1',
      actor_name: 'Amina Admin',
      actor_role: 'admin',
      at: new Date(),
      summary: { status: 'approved' },
    };
    expect(entry._id).toBe('c1:9007199254740993:12');
    expect(campaignHistoryRow.parse(rowOf('campaign_history', entry))).toMatchObject({
      transaction_id: '9007199254740993',
      global_position: '12',
    });
  });
});
