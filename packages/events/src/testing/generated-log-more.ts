import type { NewEvent } from '@harambee/events';
import { createHash } from 'node:crypto';
import {
  byAdmin,
  byCreator,
  bySystem,
  byVisitor,
  daysFromNow,
  payoutDuplicated,
  payoutFailed,
  payoutInitiated,
  payoutOutcomeUnknown,
  payoutReversed,
} from './sample-events';

const event = (
  type: NewEvent['type'],
  data: Record<string, unknown>,
  metadata = bySystem(),
): NewEvent => ({ type, data, metadata }) as NewEvent;

type Gift = { donationId: string; paymentId: string; campaignId: string; amountCents: number };
const giftOf = (recorded: NewEvent): Gift => {
  const { donationId, paymentId, campaignId, amountCents } = recorded.data as Gift;
  return { donationId, paymentId, campaignId, amountCents };
};

/** A sign-up by a verified address, a language chosen, a password reset and a sign-in link used. */
export const accountLife = (): NewEvent[] => [
  event(
    'EmailVerificationRequested',
    {
      verificationId: 'v1',
      email: 'creator-1@example.com',
      name: 'Kofi Mensah',
      tokenHash: 'a'.repeat(64),
      redirectUrl: '/dashboard',
      formData: { country: 'Ghana' },
      expiresAt: daysFromNow(1),
    },
    byVisitor(),
  ),
  event('EmailVerificationConfirmed', {
    verificationId: 'v1',
    email: 'creator-1@example.com',
    confirmedAt: daysFromNow(-9),
  }),
  event('EmailClaimed', { email: 'creator-1@example.com', userId: 'creator-1' }),
  event('EmailClaimed', { email: 'creator-3@example.com', userId: 'creator-3' }),
  event(
    'LanguageChosen',
    { userId: 'creator-2', language: 'fr', chosenAt: daysFromNow(-3) },
    byCreator('creator-2'),
  ),
  event(
    'TextAlertsChosen',
    { userId: 'creator-2', gifts: true, payouts: false, chosenAt: daysFromNow(-3) },
    byCreator('creator-2'),
  ),
  event('PasswordResetRequested', {
    resetId: 'r1',
    userId: 'creator-2',
    tokenHash: 'b'.repeat(64),
    expiresAt: daysFromNow(1),
  }),
  event('PasswordResetCompleted', {
    resetId: 'r1',
    userId: 'creator-2',
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$bmV3',
    completedAt: daysFromNow(-2),
  }),
  event('SignInLinkSent', {
    linkId: 'l1',
    userId: 'creator-1',
    tokenHash: 'c'.repeat(64),
    sentAt: daysFromNow(-1),
    expiresAt: daysFromNow(0),
  }),
  event('SignInLinkUsed', { linkId: 'l1', userId: 'creator-1', usedAt: daysFromNow(-1) }),
];

/** The erased creator's address, free for another account. */
export const emailReleased = (): NewEvent =>
  event('EmailReleased', { userId: 'creator-3', releasedAt: daysFromNow(0) });

/** An edit waiting for review on c3, one approved on c4 and one rejected on c5; c1's phone code. */
export const campaignEdits = (): NewEvent[] => {
  const proposed = (campaignId: string, title: string) =>
    event(
      'CampaignEditProposed',
      {
        campaignId,
        title,
        story: '<p>Told again.</p>',
        category: 'equipment',
        imagePath: `${campaignId}-edit.png`,
        editedAt: daysFromNow(-1),
      },
      byCreator(campaignId === 'c5' ? 'creator-3' : 'creator-2'),
    );
  return [
    proposed('c3', 'Bakery expansion, second oven'),
    proposed('c4', 'Water pumps for more farmers'),
    event('CampaignEditApproved', { campaignId: 'c4', at: daysFromNow(-1) }, byAdmin('admin-1')),
    proposed('c5', 'Market stall, bigger'),
    event(
      'CampaignEditRejected',
      { campaignId: 'c5', at: daysFromNow(-1), reason: 'Say what the shelves cost' },
      byAdmin('admin-1'),
    ),
    event('CampaignShortCodeAssigned', {
      campaignId: 'c1',
      at: daysFromNow(-8),
      shortCode: '4KQ7PX',
    }),
  ];
};

const card = (paymentId: string) => ({
  paymentId,
  provider: 'stripe',
  providerReference: `ch_${paymentId}`,
  method: 'card',
  last4: '4242',
});

/**
 * A hosted checkout paid for the gift (its receipt numbered, issued and mailed with its ledger leaf), one that
 * failed, and one paid with the wrong amount, refunded after a failed try.
 */
export const checkouts = (paid: NewEvent): NewEvent[] => {
  const gift = paid.data as Gift & { donorName: string; anonymous: boolean; email: string };
  const backer = {
    campaignId: gift.campaignId,
    amountCents: gift.amountCents,
    donorName: gift.donorName,
    anonymous: gift.anonymous,
    message: '',
    email: gift.email,
    isRecurring: false,
    recurringInterval: null,
    dedication: null,
  };
  const started = (paymentId: string) =>
    event(
      'CheckoutStarted',
      { ...card(paymentId), ...backer, startedAt: daysFromNow(-1) },
      byVisitor(),
    );
  const now = daysFromNow(0);
  return [
    started(gift.paymentId),
    event('PaymentSucceeded', {
      ...card(gift.paymentId),
      campaignId: gift.campaignId,
      amountCents: gift.amountCents,
      succeededAt: now,
    }),
    paid,
    event('ReceiptNumberTaken', { year: 2026, number: 1, receiptId: 'rc1' }),
    event('ReceiptIssued', {
      receiptId: 'rc1',
      receiptNumber: 'HB-2026-000001',
      ...giftOf(paid),
      campaignTitle: 'Solar kiosk for Accra market',
      paymentMethod: 'creditCard',
      last4: '4242',
      donorName: gift.donorName,
      anonymous: gift.anonymous,
      email: gift.email,
      donatedAt: now,
      issuedAt: now,
    }),
    ...ledgerOf(paid),
    event('ReceiptMailed', { receiptId: 'rc1', ledgerIndex: 0, mailedAt: now }),
    event('PhoneGiftStarted', {
      paymentId: gift.paymentId,
      phone: '+254712345678',
      phoneKey: 'phone-key-1',
      channel: 'ussd',
      language: 'sw',
      startedAt: now,
    }),
    event('SmsSent', {
      smsId: 'ATXid_1',
      purpose: 'receipt',
      regarding: 'rc1',
      status: 'Success',
      sentAt: now,
    }),
    event('SmsDeliveryReported', {
      smsId: 'ATXid_1',
      status: 'Success',
      failureReason: null,
      networkCode: '63902',
      reportedAt: now,
    }),
    event('PhoneNumberErased', { phoneKey: 'phone-key-1', gifts: 1, erasedAt: now }),
    started('pay-failed'),
    event('PaymentFailed', { ...card('pay-failed'), failedAt: now }),
    started('pay-wrong'),
    event('PaymentMismatchDetected', {
      paymentId: 'pay-wrong',
      provider: 'stripe',
      providerReference: 'ch_pay-wrong',
      expected: { campaignId: gift.campaignId, amountCents: gift.amountCents },
      received: { amountCents: 1, currency: 'usd' },
      moved: true,
      detectedAt: now,
    }),
    event('PaymentRefundRequested', {
      paymentId: 'pay-wrong',
      campaignId: gift.campaignId,
      amountCents: 1,
      provider: 'stripe',
      providerReference: 'ch_pay-wrong',
      reason: 'payment.mismatch',
      requestedAt: now,
    }),
    event('PaymentRefundFailed', { paymentId: 'pay-wrong', reason: 'try later', failedAt: now }),
    event('PaymentRefunded', {
      paymentId: 'pay-wrong',
      refundReference: 're_pay-wrong',
      refundedAt: now,
    }),
    event('PaymentRefundReversed', {
      paymentId: 'pay-wrong',
      refundReference: 're_pay-wrong',
      charged: { currency: 'USD', amountMinor: 1 },
      reason: 'refund.reason.failedAtProvider',
      reversedAt: now,
    }),
    event('PaymentRefundedByProvider', {
      paymentId: 'pay-wrong',
      provider: 'stripe',
      refundReference: 're_dashboard-pay-wrong',
      charged: { currency: 'USD', amountMinor: 1 },
      refundedAt: now,
    }),
    event('PaymentDisputeOpened', {
      paymentId: 'pay-wrong',
      provider: 'stripe',
      disputeId: 'dp_pay-wrong',
      charged: { currency: 'USD', amountMinor: 1 },
      reason: 'fraudulent',
      openedAt: now,
    }),
    event('PaymentDisputeClosed', {
      paymentId: 'pay-wrong',
      provider: 'stripe',
      disputeId: 'dp_pay-wrong',
      charged: { currency: 'USD', amountMinor: 1 },
      outcome: 'lost',
      closedAt: now,
    }),
  ];
};

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts));
/** RFC 6962 hashes: a leaf's over 0x00 and its text, a node's over 0x01 and its children's. */
const leafHash = (leaf: string) => sha256(Buffer.from([0]), Buffer.from(leaf)).digest();
const nodeHash = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right).digest();

/** The gift's posting and its fee's as leaves 0 and 1 of the public log, and the signed head of the two. */
const ledgerOf = (paid: NewEvent): NewEvent[] => {
  const { campaignId, donationId, amountCents } = giftOf(paid);
  const leaves = ['DonationRecorded', 'PlatformFeeTaken'].map((type, index) =>
    JSON.stringify({
      amount: amountCents,
      at: '2026-01-01T12:00:00.000Z',
      campaignId,
      currency: 'USD',
      index,
      postings: [
        { account: 'donors:stripe', amount: -amountCents },
        { account: `campaign:${campaignId}:escrow`, amount: amountCents },
      ],
      type,
    }),
  );
  const [first, second] = leaves.map(leafHash) as [Buffer, Buffer];
  const root = nodeHash(first, second).toString('hex');
  const published = (index: number, completed: { level: number; index: number; hash: string }[]) =>
    event('LedgerEntryPublished', {
      index,
      leaf: leaves[index],
      leafHash: [first, second][index]!.toString('hex'),
      completed,
      sourceEventId: `00000000-0000-4000-8000-00000000000${index}`,
      sourcePosition: { transactionId: '1', globalPosition: String(index + 1) },
      campaignId,
      subject: donationId,
    });
  return [
    published(0, []),
    published(1, [{ level: 1, index: 0, hash: root }]),
    event('LedgerHeadSigned', {
      treeSize: 2,
      rootHash: root,
      timestamp: daysFromNow(0),
      signature: 'c2lnbmF0dXJl',
      publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n',
    }),
  ];
};

const answeredBy = (recorded: NewEvent, disputeId: string) => ({
  ...giftOf(recorded),
  provider: 'stripe',
  disputeId,
  adminId: 'admin-1',
});

/**
 * The open dispute contested, the lost one accepted and written off; a refund made at the provider's dashboard,
 * a refund the bank sent back, and a notice the platform could not book.
 */
export const disputeAnswers = (given: NewEvent[], refunded: NewEvent): NewEvent[] => {
  const [, open, lost, , dashboard] = given as [NewEvent, NewEvent, NewEvent, NewEvent, NewEvent];
  return [
    event(
      'DisputeContested',
      {
        ...answeredBy(open, 'dp_open'),
        evidence: 'Signed delivery note',
        contestedAt: daysFromNow(0),
      },
      byAdmin('admin-1'),
    ),
    event(
      'DisputeAccepted',
      { ...answeredBy(lost, 'dp_lost'), reason: 'The donor is right', acceptedAt: daysFromNow(0) },
      byAdmin('admin-1'),
    ),
    event(
      'DisputeWrittenOff',
      {
        ...answeredBy(lost, 'dp_lost'),
        amountCents: giftOf(lost).amountCents,
        reason: 'Paid out before the dispute',
        writtenOffAt: daysFromNow(0),
      },
      byAdmin('admin-1'),
    ),
    event('ProviderRefundRecorded', {
      ...giftOf(dashboard),
      provider: 'stripe',
      currency: 'usd',
      refundReference: 're_dashboard',
      afterPayout: false,
      refundedAt: daysFromNow(0),
    }),
    event('RefundReversed', {
      ...giftOf(refunded),
      refundReference: 're_generated',
      reason: 'Account closed',
      reversedAt: daysFromNow(0),
      nextAttemptAt: daysFromNow(1),
    }),
    event('ProviderAlertRaised', {
      provider: 'paystack',
      reason: 'unknownCharge',
      reference: 'ps_unknown',
      chargeReference: 'ps_unknown',
      paymentId: null,
      campaignId: null,
      amountCents: 1_000,
      currency: 'ngn',
      detail: 'No gift has this charge',
      raisedAt: daysFromNow(0),
    }),
  ];
};

/** c1's paid transfer reversed; tried again, its outcome unknown, found paid twice (the duplicate then taken back), then failed. */
export const payoutTroubles = (): NewEvent[] => [
  payoutReversed('c1', 'TRF_1', 141_300),
  event('WithdrawalRevised', {
    withdrawalId: 'c1',
    campaignId: 'c1',
    grossCents: 150_000,
    platformFeeCents: 7_500,
    processingFeesCents: 1_100,
    netCents: 141_400,
    reason: 'Paystack took less in fees',
    revisedAt: daysFromNow(0),
  }),
  payoutInitiated('c1', 'TRF_2', 141_400),
  payoutOutcomeUnknown('c1', 'TRF_2', 141_400),
  payoutDuplicated('c1', 'TRF_3', 'TRF_2', 141_400),
  event('PayoutDuplicateUndone', {
    withdrawalId: 'c1',
    campaignId: 'c1',
    provider: 'paystack',
    reference: 'TRF_3',
    amountCents: 141_400,
    why: 'reversed',
    reason: 'payout.reason.reversedAtProvider',
    undoneAt: daysFromNow(0),
  }),
  payoutFailed('c1', 'TRF_2', 'Recipient account closed'),
];

/** A backer of creator-1 follows them, confirms, hears of c2 once; another follows and leaves. */
export const follows = (gift: NewEvent): NewEvent[] => {
  const { donationId } = giftOf(gift);
  const followed = (followId: string) =>
    event(
      'CreatorFollowed',
      {
        followId,
        creatorId: 'creator-1',
        email: `${followId}@example.com`,
        donationId,
        language: 'sw',
        followedAt: daysFromNow(-1),
      },
      byVisitor(),
    );
  return [
    followed('f1'),
    event('FollowConfirmationMailed', {
      followId: 'f1',
      creatorId: 'creator-1',
      donationId,
      tokenHash: 'd'.repeat(64),
      mailedAt: daysFromNow(-1),
    }),
    event('FollowConfirmed', {
      followId: 'f1',
      creatorId: 'creator-1',
      confirmedWith: 'mailedLink',
      confirmedAt: daysFromNow(-1),
    }),
    event('FollowerNotified', {
      followId: 'f1',
      creatorId: 'creator-1',
      campaignId: 'c2',
      notifiedAt: daysFromNow(0),
    }),
    followed('f2'),
    event('CreatorUnfollowed', {
      followId: 'f2',
      creatorId: 'creator-1',
      unfollowedAt: daysFromNow(0),
    }),
  ];
};
