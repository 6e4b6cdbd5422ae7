import type { NewEvent } from '@harambee/events';
import {
  adminRegistered,
  byAdmin,
  byCreator,
  byVisitor,
  campaignCreated,
  campaignEnded,
  campaignReviewed,
  creatorRegistered,
  cryptoPledgeConfirmed,
  cryptoPledged,
  daysFromNow,
  disputeClosed,
  disputeOpened,
  donationRecorded,
  donationRefunded,
  payoutInitiated,
  payoutPaid,
  payoutRateQuoted,
  reconciliationDifferenceFound,
  refundFailed,
  refundRequested,
  sessionsRevoked,
  withdrawalApproved,
  withdrawalRejected,
  withdrawalRequested,
} from './sample-events';
import {
  accountLife,
  campaignEdits,
  checkouts,
  disputeAnswers,
  emailReleased,
  follows,
  payoutTroubles,
} from './generated-log-more';

/** A small deterministic generator (mulberry32), so a failing log can be generated again. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const names = ['Wanjiru', 'Kwame', 'Amara', 'Thabo', 'Zainab', ''];

const people = (): NewEvent[] => [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah', 'Ghana'),
  creatorRegistered('creator-2', 'Zola Dube', 'South Africa'),
  creatorRegistered('creator-3', 'Erased Person', 'Kenya'),
  {
    type: 'WalletLinked',
    data: {
      userId: 'creator-1',
      country: 'Ghana',
      provider: 'momo',
      accountNumber: '0241235678',
      linkedAt: daysFromNow(-9),
    },
    metadata: byCreator('creator-1'),
  },
];

const campaigns = (): NewEvent[] => [
  campaignCreated('c1', 'creator-1', {
    title: 'Solar kiosk for Accra market',
    story: '<p>Water and power for the market.</p>',
    goalCents: 200_000,
    category: 'equipment',
    country: 'Ghana',
    createdAt: daysFromNow(-8),
    endDate: daysFromNow(10),
  }),
  campaignCreated('c2', 'creator-1', {
    title: 'Second shop',
    country: 'Ghana',
    createdAt: daysFromNow(-7),
  }),
  campaignCreated('c3', 'creator-2', {
    title: 'Bakery expansion in Cape Town',
    story: '<p>Ovens and a water tank.</p>',
    goalCents: 5_000_000,
    category: 'expansion',
    country: 'South Africa',
    createdAt: daysFromNow(-6),
    endDate: daysFromNow(3),
  }),
  campaignCreated('c4', 'creator-2', {
    title: 'Water pumps for farmers',
    goalCents: 300_000,
    category: 'equipment',
    country: 'Kenya',
    createdAt: daysFromNow(-5),
    endDate: daysFromNow(20),
  }),
  campaignCreated('c5', 'creator-3', {
    title: 'Market stall stock',
    category: 'inventory',
    country: 'Kenya',
    createdAt: daysFromNow(-4),
  }),
  campaignCreated('c6', 'creator-2', {
    title: 'Removed idea',
    country: 'South Africa',
    createdAt: daysFromNow(-3),
  }),
  ...['c1', 'c3', 'c4', 'c5'].map((id) => campaignReviewed('CampaignApproved', id, 'admin-1')),
  campaignReviewed('CampaignFeatured', 'c1', 'admin-1'),
  campaignReviewed('CampaignFeatured', 'c4', 'admin-1'),
  campaignReviewed('CampaignUnfeatured', 'c4', 'admin-1'),
  campaignReviewed('CampaignRejected', 'c6', 'admin-1'),
  {
    type: 'CampaignEdited',
    data: {
      campaignId: 'c5',
      title: 'Market stall stock, more shelves',
      story: '<p>Shelves.</p>',
      category: 'inventory',
      imagePath: 'c5-new.png',
      editedAt: daysFromNow(-2),
    },
    metadata: byCreator('creator-3'),
  },
  campaignReviewed('CampaignApproved', 'c5', 'admin-1'),
  ...['c1', 'c6'].map((campaignId, i): NewEvent => ({
    type: 'CampaignUpdatePosted',
    data: {
      campaignId,
      updateId: `u${i}`,
      title: `Week ${i}`,
      content: '<p>News</p>',
      postedAt: daysFromNow(-1),
    },
    metadata: byCreator(campaignId === 'c1' ? 'creator-1' : 'creator-2'),
  })),
  campaignReviewed('CampaignDeleted', 'c6', 'admin-1'),
];

/** Gifts spread over the approved campaigns: some anonymous, some recorded offline by an admin. */
const gifts = (next: () => number): NewEvent[] =>
  Array.from({ length: 30 }, (_, i) => {
    const campaignId = ['c1', 'c3', 'c4', 'c5'][Math.floor(next() * 4)]!;
    const gift = donationRecorded(
      campaignId,
      {
        amountCents: 100 + Math.floor(next() * 50_000),
        donorName: names[i % names.length],
        anonymous: next() < 0.2,
        message: i % 3 ? '' : 'Go!',
      },
      daysFromNow(-1 + i / 100),
    );
    const offline = {
      ...gift,
      data: { ...gift.data, paymentMethod: 'admin' },
      metadata: byAdmin('admin-1'),
    } as NewEvent;
    return i % 7 === 0 ? offline : gift;
  });

/** A dispute open on a gift of c1 and one lost on another, and what a reconciliation found. */
const atProviders = (gifts: NewEvent[]): NewEvent[] => [
  disputeOpened(gifts[1]!, 'dp_open'),
  disputeOpened(gifts[2]!, 'dp_lost', 3),
  disputeClosed(gifts[2]!, 'dp_lost', 'lost', true),
  reconciliationDifferenceFound('diff-1'),
  reconciliationDifferenceFound('diff-2', {
    provider: 'paystack',
    kind: 'missingAtProvider',
    movement: 'refund',
    reference: 're_generated',
    ourAmountCents: 2_500,
    providerAmountCents: null,
    campaignId: 'c4',
  }),
];

const moneyOut = (refunded: NewEvent): NewEvent[] => [
  campaignEnded('c4', 'failed', 0),
  refundRequested(refunded),
  refundFailed(refunded),
  donationRefunded(refunded, 're_generated'),
  campaignEnded('c1', 'funded', 150_000),
  withdrawalRequested(
    'c1',
    'creator-1',
    { grossCents: 150_000, platformFeeCents: 7_500, processingFeesCents: 1_200, netCents: 141_300 },
    {
      byCurrency: [
        {
          currency: 'USD',
          grossMinor: 150_000,
          platformFeeMinor: 7_500,
          processingFeesMinor: 1_200,
          netMinor: 141_300,
        },
      ],
    },
  ),
  payoutRateQuoted('c1', 'KES', '129.35'),
  withdrawalApproved('c1', 'admin-1', {
    currency: 'KES',
    amountMinor: 18_002_998,
    conversions: [
      {
        from: 'USD',
        amountMinor: 141_300,
        to: 'KES',
        convertedMinor: 18_277_155,
        feeMinor: 274_157,
      },
    ],
  }),
  payoutInitiated('c1', 'TRF_1', 141_300),
  payoutPaid('c1', 'TRF_1', 141_300),
  campaignEnded('c3', 'funded', 50_000, {
    adminId: 'admin-1',
    reason: "Closed early at the creator's request",
  }),
  withdrawalRequested('c3', 'creator-2', {
    grossCents: 50_000,
    platformFeeCents: 2_500,
    processingFeesCents: 0,
    netCents: 47_500,
  }),
  withdrawalRejected('c3', 'admin-1', 'Wallet does not match the creator'),
];

const content = (): NewEvent[] => [
  ...['b1', 'b2', 'b3'].map((postId, i): NewEvent => ({
    type: 'BlogPostPublished',
    data: {
      postId,
      title: `Post ${i}`,
      content: '<p>Words</p>',
      imagePath: `${postId}.jpg`,
      createdAt: daysFromNow(-5 + i),
    },
    metadata: byAdmin('admin-1'),
  })),
  {
    type: 'BlogPostEdited',
    data: {
      postId: 'b1',
      title: 'Post 0, edited',
      content: '<p>More</p>',
      imagePath: 'b1.jpg',
      editedAt: daysFromNow(-1),
    },
    metadata: byAdmin('admin-1'),
  },
  {
    type: 'BlogPostDeleted',
    data: { postId: 'b2', at: daysFromNow(-1) },
    metadata: byAdmin('admin-1'),
  },
  ...['m1', 'm2'].map((messageId, i): NewEvent => ({
    type: 'ContactMessageReceived',
    data: {
      messageId,
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      role: 'investor',
      message: 'Hello',
      receivedAt: daysFromNow(-2 + i),
    },
    metadata: byVisitor(),
  })),
  {
    type: 'ContactMessageErased',
    data: { messageId: 'm2', reason: 'asked', erasedAt: daysFromNow(0) },
    metadata: byAdmin('admin-1'),
  },
];

/**
 * One log holding every event type of the catalogue (a unit test says which are missing), so every read model
 * folds each event it knows: people and their accounts, campaigns through review, edits, codes and deletion,
 * checkouts, gifts, receipts and the public ledger, pledges, refunds, payouts paid, reversed, unknown and
 * failed, disputes answered, reconciliation differences, follows, content, seen counts, revoked sessions and an
 * erased creator.
 */
export const generatedLog = (seed = 17): NewEvent[] => {
  const next = random(seed);
  const given = gifts(next);
  const refunded =
    given.find((event) => (event.data as { campaignId: string }).campaignId === 'c4') ?? given[0]!;
  return [
    ...people(),
    ...campaigns(),
    ...given,
    cryptoPledged('p1', 'c1', { amountCents: 3_000, donorName: 'Satoshi' }),
    cryptoPledgeConfirmed('p1', 'c1', 3_100, 'admin-1'),
    cryptoPledged('p2', 'c3', { amountCents: 7_000, anonymous: true }),
    ...checkouts(donationRecorded('c1', { amountCents: 2_500, donorName: 'Wanjiru' })),
    ...moneyOut(refunded),
    ...payoutTroubles(),
    ...atProviders(given),
    ...disputeAnswers(given, refunded),
    ...campaignEdits(),
    ...follows(given[0]!),
    ...accountLife(),
    ...content(),
    {
      type: 'DonationNotificationsSeen',
      data: { userId: 'creator-2', seenAt: daysFromNow(0) },
      metadata: byCreator('creator-2'),
    },
    sessionsRevoked('creator-1', 1),
    {
      type: 'PersonalDataErased',
      data: { userId: 'creator-3', reason: 'asked', erasedAt: daysFromNow(0) },
      metadata: byAdmin('admin-1'),
    },
    emailReleased(),
  ];
};
