import type { EventData, EventMetadata, EventStore, NewEvent } from '@harambee/events';
import { randomUUID } from 'node:crypto';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const metadata = (
  actorId: string | null,
  actorRole: EventMetadata['actorRole'],
): EventMetadata => ({
  actorId,
  actorRole,
  correlationId: randomUUID(),
  causationId: null,
});
export const byCreator = (userId: string) => metadata(userId, 'creator');
export const byAdmin = (userId: string) => metadata(userId, 'admin');
export const byVisitor = () => metadata(null, 'anonymous');
export const bySystem = () => metadata(null, 'system');

export const creatorRegistered = (userId: string, name: string, country = 'Kenya'): NewEvent => ({
  type: 'CreatorRegistered',
  data: {
    userId,
    name,
    email: `${userId}@example.com`,
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    registeredAt: daysFromNow(-30),
    phone: '+254700000001',
    country,
  },
  metadata: bySystem(),
});

export const adminRegistered = (userId: string, name: string): NewEvent => ({
  type: 'AdminRegistered',
  data: {
    userId,
    name,
    email: `${userId}@example.com`,
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    registeredAt: daysFromNow(-60),
  },
  metadata: bySystem(),
});

export type CampaignFields = {
  title?: string;
  story?: string;
  goalCents?: number;
  category?: 'startup-capital' | 'expansion' | 'equipment' | 'inventory' | 'emergency-relief';
  endDate?: string;
  country?: string;
  createdAt?: string;
};

export const campaignCreated = (
  campaignId: string,
  creatorId: string,
  fields: CampaignFields = {},
): NewEvent => ({
  type: 'CampaignCreated',
  data: {
    campaignId,
    creatorId,
    title: fields.title ?? `Campaign ${campaignId}`,
    story: fields.story ?? '<p>A story worth backing.</p>',
    goalCents: fields.goalCents ?? 500_000,
    category: fields.category ?? 'equipment',
    endDate: fields.endDate ?? daysFromNow(10),
    imagePath: `${campaignId}.png`,
    country: fields.country ?? 'Kenya',
    createdAt: fields.createdAt ?? daysFromNow(-1),
  },
  metadata: byCreator(creatorId),
});

type AdminAction =
  | 'CampaignApproved'
  | 'CampaignRejected'
  | 'CampaignFeatured'
  | 'CampaignUnfeatured'
  | 'CampaignDeleted';
export const campaignReviewed = (
  type: AdminAction,
  campaignId: string,
  adminId: string,
): NewEvent => ({
  type,
  data: { campaignId, at: new Date().toISOString() },
  metadata: byAdmin(adminId),
});

/** Admin `admin-1` approved campaign `c1` of creator `creator-1`, Kofi Mensah: where most read-side stories start. */
export const approvedCampaignStory = (fields: CampaignFields = {}, creatorCountry?: string) => [
  adminRegistered('admin-1', 'Amina Admin'),
  creatorRegistered('creator-1', 'Kofi Mensah', creatorCountry),
  campaignCreated('c1', 'creator-1', fields),
  campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
];

export type Gift = {
  amountCents: number;
  donorName?: string;
  anonymous?: boolean;
  message?: string;
  email?: string;
};

const backer = (campaignId: string, gift: Gift) => ({
  campaignId,
  amountCents: gift.amountCents,
  donorName: gift.donorName ?? 'Wanjiru',
  anonymous: gift.anonymous ?? false,
  message: gift.message ?? '',
  email: gift.email ?? 'backer@example.com',
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
});

export const donationRecorded = (
  campaignId: string,
  gift: Gift,
  donatedAt = new Date().toISOString(),
): NewEvent => ({
  type: 'DonationRecorded',
  data: {
    donationId: randomUUID(),
    paymentId: randomUUID(),
    ...backer(campaignId, gift),
    paymentMethod: 'creditCard',
    donatedAt,
  },
  metadata: byVisitor(),
});

export const cryptoPledged = (pledgeId: string, campaignId: string, gift: Gift): NewEvent => ({
  type: 'CryptoPledged',
  data: {
    pledgeId,
    ...backer(campaignId, gift),
    currency: 'BTC',
    cryptoAmount: '0.00100000',
    pledgedAt: new Date().toISOString(),
  },
  metadata: byVisitor(),
});

export const cryptoPledgeConfirmed = (
  pledgeId: string,
  campaignId: string,
  amountCents: number,
  adminId: string,
): NewEvent => ({
  type: 'CryptoPledgeConfirmed',
  data: { pledgeId, campaignId, amountCents, confirmedAt: new Date().toISOString() },
  metadata: byAdmin(adminId),
});

export const sessionsRevoked = (
  userId: string,
  sessionVersion: number,
  reason: 'logout-all' | 'password-reset' = 'logout-all',
): NewEvent => ({
  type: 'SessionsRevoked',
  data: { userId, sessionVersion, reason, revokedBy: userId, revokedAt: new Date().toISOString() },
  metadata: byCreator(userId),
});

export const campaignEnded = (
  campaignId: string,
  outcome: 'funded' | 'failed',
  raisedCents: number,
  closedBy?: { adminId: string; reason: string },
): NewEvent => ({
  type: 'CampaignEnded',
  data: {
    campaignId,
    outcome,
    raisedCents,
    goalCents: 500_000,
    endedAt: new Date().toISOString(),
    reason: closedBy ? 'closedByAdmin' : 'endDate',
    closeReason: closedBy?.reason ?? null,
    refundAll: outcome === 'failed',
  },
  metadata: closedBy ? byAdmin(closedBy.adminId) : bySystem(),
});

type RecordedGift = {
  donationId: string;
  paymentId: string;
  campaignId: string;
  amountCents: number;
};

const giftOf = (recorded: NewEvent): RecordedGift => {
  const { donationId, paymentId, campaignId, amountCents } = recorded.data as RecordedGift;
  return { donationId, paymentId, campaignId, amountCents };
};

export const refundRequested = (recorded: NewEvent): NewEvent => ({
  type: 'RefundRequested',
  data: {
    ...giftOf(recorded),
    reason: 'The campaign did not reach its goal',
    requestedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const refundFailed = (recorded: NewEvent, attempt = 1): NewEvent => ({
  type: 'RefundFailed',
  data: {
    ...giftOf(recorded),
    reason: 'Card issuer unavailable',
    attempt,
    failedAt: new Date().toISOString(),
    nextAttemptAt: daysFromNow(1),
  },
  metadata: bySystem(),
});

export const donationRefunded = (
  recorded: NewEvent,
  refundReference = `re_${randomUUID()}`,
): NewEvent => ({
  type: 'DonationRefunded',
  data: { ...giftOf(recorded), refundReference, refundedAt: new Date().toISOString() },
  metadata: bySystem(),
});

/** The provider failed our refund `refundReference` after it was made: the gift holds that part again. */
export const refundReversed = (recorded: NewEvent, refundReference: string): NewEvent => ({
  type: 'RefundReversed',
  data: {
    ...giftOf(recorded),
    refundReference,
    reason: 'The provider could not complete the refund',
    reversedAt: new Date().toISOString(),
    nextAttemptAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

const atProvider = (recorded: NewEvent) => ({
  ...giftOf(recorded),
  provider: 'stripe' as const,
  currency: 'usd',
});

export const disputeOpened = (recorded: NewEvent, disputeId: string, dueInDays = 7): NewEvent => ({
  type: 'DisputeOpened',
  data: {
    ...atProvider(recorded),
    disputeId,
    reason: 'fraudulent',
    evidenceDueBy: daysFromNow(dueInDays),
    afterPayout: false,
    openedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const disputeClosed = (
  recorded: NewEvent,
  disputeId: string,
  outcome: 'won' | 'lost',
  afterPayout = false,
): NewEvent => ({
  type: 'DisputeClosed',
  data: {
    ...atProvider(recorded),
    disputeId,
    outcome,
    afterPayout,
    closedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const reconciliationDifferenceFound = (
  differenceId: string,
  fields: Partial<EventData<'ReconciliationDifferenceFound'>> = {},
): NewEvent => ({
  type: 'ReconciliationDifferenceFound',
  data: {
    differenceId,
    day: new Date().toISOString().slice(0, 10),
    provider: 'stripe',
    kind: 'missingInOurRecords',
    movement: 'charge',
    reference: `pi_${differenceId}`,
    ourAmountCents: null,
    providerAmountCents: 4_200,
    currency: 'usd',
    paymentId: null,
    campaignId: null,
    foundAt: new Date().toISOString(),
    ...fields,
  },
  metadata: bySystem(),
});

export type WithdrawalAmounts = {
  grossCents: number;
  platformFeeCents: number;
  processingFeesCents: number;
  netCents: number;
};

/** When the sample creator linked the wallet their withdrawals are paid to. */
export const WALLET_LINKED_AT = '2026-11-20T12:00:00.000Z';

type Requested = EventData<'WithdrawalRequested'>;

/** By default as requests were before currencies were kept: an M-PESA wallet, no `byCurrency`. */
export const withdrawalRequested = (
  campaignId: string,
  creatorId: string,
  amounts: WithdrawalAmounts,
  more: Partial<Pick<Requested, 'byCurrency' | 'wallet' | 'accountNumber'>> = {},
): NewEvent => ({
  type: 'WithdrawalRequested',
  data: {
    withdrawalId: campaignId,
    campaignId,
    creatorId,
    ...amounts,
    currency: 'usd',
    wallet: {
      provider: 'mpesa',
      country: 'Kenya',
      maskedAccount: '******5678',
      linkedAt: WALLET_LINKED_AT,
    },
    accountNumber: '0712345678',
    requestedAt: new Date().toISOString(),
    ...more,
  },
  metadata: byCreator(creatorId),
});

/** `payout`: what it sends in the wallet's currency (absent, as approvals were before it was kept). */
export const withdrawalApproved = (
  campaignId: string,
  adminId: string,
  payout?: EventData<'WithdrawalApproved'>['payout'],
): NewEvent => ({
  type: 'WithdrawalApproved',
  data: {
    withdrawalId: campaignId,
    campaignId,
    approvedAt: new Date().toISOString(),
    ...(payout && { payout }),
  },
  metadata: byAdmin(adminId),
});

/** A rate from the US dollar quoted with a withdrawal's approval, on its stream. */
export const payoutRateQuoted = (
  withdrawalId: string,
  to: EventData<'ExchangeRateQuoted'>['to'],
  value: string,
): NewEvent => ({
  type: 'ExchangeRateQuoted',
  data: {
    withdrawalId,
    from: 'USD',
    to,
    value,
    source: 'openexchangerates.org',
    asOf: '2026-11-25T12:00:00.000Z',
    quotedAt: new Date().toISOString(),
  },
  metadata: byAdmin('admin-1'),
});

export const withdrawalRejected = (
  campaignId: string,
  adminId: string,
  reason: string,
): NewEvent => ({
  type: 'WithdrawalRejected',
  data: { withdrawalId: campaignId, campaignId, reason, rejectedAt: new Date().toISOString() },
  metadata: byAdmin(adminId),
});

export const payoutInitiated = (
  campaignId: string,
  reference: string,
  amountCents: number,
): NewEvent => ({
  type: 'PayoutInitiated',
  data: {
    withdrawalId: campaignId,
    campaignId,
    provider: 'paystack',
    reference,
    amountCents,
    initiatedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const payoutPaid = (
  campaignId: string,
  reference: string,
  amountCents: number,
): NewEvent => ({
  type: 'PayoutPaid',
  data: {
    withdrawalId: campaignId,
    campaignId,
    provider: 'paystack',
    reference,
    amountCents,
    paidAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const payoutFailed = (campaignId: string, reference: string, reason: string): NewEvent => ({
  type: 'PayoutFailed',
  data: {
    withdrawalId: campaignId,
    campaignId,
    provider: 'paystack',
    reference,
    reason,
    failedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const payoutOutcomeUnknown = (
  campaignId: string,
  reference: string,
  amountCents: number,
): NewEvent => ({
  type: 'PayoutOutcomeUnknown',
  data: {
    withdrawalId: campaignId,
    campaignId,
    provider: 'paystack',
    reference,
    amountCents,
    reason: 'Paystack did not answer: 500',
    at: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const payoutDuplicated = (
  campaignId: string,
  reference: string,
  paidReference: string,
  amountCents: number,
): NewEvent => ({
  type: 'PayoutDuplicated',
  data: {
    withdrawalId: campaignId,
    campaignId,
    provider: 'paystack',
    reference,
    paidReference,
    amountCents,
    detectedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

/** Streams as the write side names them. */
/** The provider took the paid transfer `reference` back (Paystack's `transfer.reversed`). */
export const payoutReversed = (
  campaignId: string,
  reference: string,
  amountCents: number,
): NewEvent => ({
  type: 'PayoutReversed',
  data: {
    withdrawalId: campaignId,
    campaignId,
    provider: 'paystack',
    reference,
    amountCents,
    reason: 'Recipient account closed',
    reversedAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const streamOf = (event: NewEvent): string => {
  const data = event.data as Record<string, string>;
  switch (event.type) {
    case 'CreatorRegistered':
    case 'AdminRegistered':
    case 'WalletLinked':
    case 'DonationNotificationsSeen':
    case 'SessionsRevoked':
    case 'LanguageChosen':
    case 'TextAlertsChosen':
    case 'PasswordResetRequested':
    case 'PasswordResetCompleted':
    case 'EmailReleased':
      return `user-${data.userId}`;
    case 'EmailClaimed':
      return `email-${data.email}`;
    case 'EmailVerificationRequested':
    case 'EmailVerificationConfirmed':
      return `email-verification-${data.verificationId}`;
    case 'SignInLinkSent':
    case 'SignInLinkUsed':
      return `sign-in-link-${data.linkId}`;
    case 'CheckoutStarted':
    case 'PaymentSucceeded':
    case 'PaymentFailed':
    case 'PaymentMismatchDetected':
    case 'PaymentRefundRequested':
    case 'PaymentRefundFailed':
    case 'PaymentRefunded':
    case 'PaymentRefundReversed':
    case 'PaymentRefundedByProvider':
    case 'PaymentDisputeOpened':
    case 'PaymentDisputeClosed':
      return `payment-${data.paymentId}`;
    case 'ReceiptIssued':
    case 'ReceiptMailed':
      return `receipt-${data.receiptId}`;
    case 'ReceiptNumberTaken':
      return `receipt-numbers-${data.year}`;
    case 'LedgerEntryPublished':
    case 'LedgerHeadSigned':
      return 'public-ledger';
    case 'CreatorFollowed':
    case 'FollowConfirmationMailed':
    case 'FollowConfirmed':
    case 'CreatorUnfollowed':
    case 'FollowerNotified':
      return `follow-${data.followId}`;
    case 'ProviderAlertRaised':
      return `provider-alert-${data.reference}`;
    case 'DonationRecorded':
      return `donation-${data.paymentId}`;
    case 'CryptoPledged':
    case 'CryptoPledgeConfirmed':
      return `donation-${data.pledgeId}`;
    case 'RefundRequested':
    case 'RefundFailed':
    case 'DonationRefunded':
    case 'DisputeOpened':
    case 'DisputeClosed':
    case 'DisputeAccepted':
    case 'DisputeContested':
    case 'DisputeWrittenOff':
    case 'ProviderRefundRecorded':
    case 'RefundReversed':
      return `donation-${data.paymentId}`;
    case 'ReconciliationDifferenceFound':
      return `reconciliation-difference-${data.differenceId}`;
    case 'ExchangeRateQuoted':
      return data.withdrawalId ? `withdrawal-${data.withdrawalId}` : `payment-${data.paymentId}`;
    case 'WithdrawalRequested':
    case 'WithdrawalApproved':
    case 'WithdrawalRejected':
    case 'PayoutInitiated':
    case 'PayoutPaid':
    case 'PayoutFailed':
    case 'PayoutOutcomeUnknown':
    case 'PayoutDuplicated':
    case 'PayoutDuplicateUndone':
    case 'PayoutReversed':
    case 'WithdrawalRevised':
      return `withdrawal-${data.withdrawalId}`;
    case 'BlogPostPublished':
    case 'BlogPostEdited':
    case 'BlogPostDeleted':
      return `blog-${data.postId}`;
    case 'ContactMessageReceived':
      return `contact-${data.messageId}`;
    case 'PhoneGiftStarted':
      return `phone-gift-${data.paymentId}`;
    case 'SmsSent':
      return `sms-${data.purpose}-${data.regarding}`;
    case 'SmsDeliveryReported':
      return `sms-delivery-${data.smsId}`;
    case 'PhoneNumberErased':
      return `phone-${data.phoneKey}`;
    default:
      return `campaign-${data.campaignId}`;
  }
};

/** Appends each event to its own stream, in order, one append each. */
export const appendEach = async (store: EventStore, ...events: NewEvent[]) => {
  let last;
  for (const event of events) {
    last = await store.append([{ streamId: streamOf(event), events: [event], expected: 'any' }]);
  }
  return last?.lastPosition;
};
