import { CAMPAIGN_PROGRESS_CHANNEL, READ_MODELS_CHANGED_CHANNEL } from '@harambee/read-models';
import { donationDocument } from '../projections/donations/mongo';
import { ledgerDocument } from '../projections/money-ledger/mongo';
import { giftsPerCreator } from '../projections/notifications/notifications';
import { withdrawalSet } from '../projections/withdrawals/mongo';
import { placeInLog } from '../testing/place-in-log';
import { checkpointWrites, offsetUpdate } from './checkpoints';
import { noticeDocument } from './notices';

describe('read models as MongoDB keeps them', () => {
  it('when a gift is recorded, then its document is keyed by its id, not yet confirmed and not refunded', () => {
    const document = donationDocument({
      id: 'd1',
      campaign_id: 'c1',
      status: 'completed',
      amount_cents: 2_500,
      donor_name: 'Wanjiru',
      anonymous: false,
      message: '',
      email: null,
      method: 'creditCard',
      crypto_currency: null,
      crypto_amount: null,
      is_recurring: false,
      recurring_interval: null,
      dedication_type: null,
      dedication_name: null,
      created_at: '2026-01-02T00:00:00.000Z',
    });
    expect(document).toMatchObject({
      _id: 'd1',
      created_at: new Date('2026-01-02T00:00:00.000Z'),
      confirmed_at: null,
      refund_status: 'recorded',
    });
    expect(document).not.toHaveProperty('id');
  });

  it('when a payout fails without a reference, then the one it had is kept; times become dates', () => {
    expect(withdrawalSet({ status: 'failed', reason: 'Declined', reference: undefined })).toEqual({
      status: 'failed',
      reason: 'Declined',
    });
    expect(
      withdrawalSet({ status: 'paid', reference: 'TRF_1', paid_at: '2026-01-02T00:00:00.000Z' }),
    ).toEqual({
      status: 'paid',
      reference: 'TRF_1',
      paid_at: new Date('2026-01-02T00:00:00.000Z'),
    });
  });

  it('when a ledger entry is kept, then its id adds its kind, and who acted is by name only', () => {
    const document = ledgerDocument({
      ...placeInLog,
      kind: 'platformFee',
      amount_cents: 750,
      reference: 'c1',
    });
    expect(document).toEqual({
      _id: 'c1:812:40:platformFee',
      campaign_id: 'c1',
      transaction_id: 812n,
      global_position: 40n,
      at: new Date('2026-01-02T00:00:00.000Z'),
      actor_id: 'admin-1',
      actor_name: 'Amina Admin',
      kind: 'platformFee',
      amount_cents: 750,
      reference: 'c1',
    });
  });

  it('when gifts are counted, then each creator gets the gifts of their campaigns; unknown campaigns count for nobody', () => {
    const creators = new Map([
      ['c1', 'creator-1'],
      ['c2', 'creator-1'],
      ['c3', 'creator-2'],
    ]);
    const gifts = [
      { campaignId: 'c1', cents: 1, count: 2 },
      { campaignId: 'c2', cents: 1, count: 3 },
      { campaignId: 'gone', cents: 1, count: 9 },
    ];
    expect(giftsPerCreator(gifts, creators)).toEqual(new Map([['creator-1', 5]]));
  });

  it('when checkpoints move, then each projection is upserted at the position as 64-bit integers', () => {
    const at = new Date('2026-01-02T00:00:00.000Z');
    expect(
      checkpointWrites(
        ['campaigns'],
        { transactionId: '9007199254740993', globalPosition: '7' },
        { at },
      ),
    ).toEqual([
      {
        updateOne: {
          filter: { _id: 'campaigns' },
          update: {
            $set: { transaction_id: 9_007_199_254_740_993n, global_position: 7n, updated_at: at },
          },
          upsert: true,
        },
      },
    ]);
  });

  it("when a rebuild's checkpoints are swapped in, then the Kafka offsets kept with them go", () => {
    const at = new Date('2026-01-02T00:00:00.000Z');
    const [write] = checkpointWrites(
      ['campaigns'],
      { transactionId: '9', globalPosition: '7' },
      { at, forgetOffsets: true },
    );
    expect(write!.updateOne.update).toEqual({
      $set: { transaction_id: 9n, global_position: 7n, updated_at: at },
      $unset: { kafka_offsets: '' },
    });
  });

  it("when a run's offset is kept, then it goes into every checkpoint under its topic and partition, dots and all", () => {
    expect(offsetUpdate(['campaigns', 'users'], 'harambee.events.v1:0', '41')).toEqual({
      filter: { _id: { $in: ['campaigns', 'users'] } },
      update: [
        {
          $set: {
            kafka_offsets: {
              $setField: {
                field: 'harambee.events.v1:0',
                input: { $ifNull: ['$kafka_offsets', {}] },
                value: { $literal: '41' },
              },
            },
          },
        },
      ],
    });
  });

  it("when a batch's notices are kept, then each carries its payload as NOTIFY would", () => {
    const at = new Date();
    const progress = {
      campaignId: 'c1',
      amountRaised: 25,
      goalAmount: 2000,
      donationCount: 1,
      progressPercentage: 1,
      amountRefunded: 0,
    };
    expect(
      noticeDocument(
        [
          [READ_MODELS_CHANGED_CHANNEL, ''],
          [CAMPAIGN_PROGRESS_CHANNEL, progress],
        ],
        at,
      ),
    ).toEqual({
      at,
      notices: [
        { channel: READ_MODELS_CHANGED_CHANNEL, payload: '' },
        { channel: CAMPAIGN_PROGRESS_CHANNEL, payload: JSON.stringify(progress) },
      ],
    });
  });
});
