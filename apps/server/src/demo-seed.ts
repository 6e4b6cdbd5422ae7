import {
  emailStream,
  followIdFor,
  followStream,
  issueReceiptFor,
  unmailedReceipt,
  type CommandApiDeps,
} from '@harambee/command-api';
import type { EventMetadata, HarambeeEvent, StreamWrite } from '@harambee/events';
import { LOG_START, createPersonalDataVault } from '@harambee/eventstore';
import { DEMO_RATES } from '@harambee/command-api/src/exchange-rates';
import { convertMinor } from '@harambee/rules';
import argon2 from 'argon2';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEMO_CREATOR_PASSWORD,
  demoBackers,
  demoBlogPosts,
  demoCampaigns,
  demoCreators,
  demoMessages,
} from './demo-content';
import { seedBookChecks, type SeededGift } from './demo-disputes';
import { type EndedCampaign, seedMoneyOut } from './demo-money-out';
import { seedPhoneGiving } from './demo-phone';

const DAY = 24 * 60 * 60 * 1000;
/** The backer who gave with an address and asked to be kept posted. */
const KEPT_POSTED = 'kept.posted@example.org';

/** Each demo creator's payout wallet, as linked before their campaigns ended. */
const demoWallets: EndedCampaign['wallet'][] = [
  { provider: 'mpesa', country: 'Kenya', accountNumber: '0712345678' },
  { provider: 'momo', country: 'Ghana', accountNumber: '0241234567' },
  { provider: 'tymebank', country: 'South Africa', accountNumber: '0123456789' },
  { provider: 'momo', country: 'Gambia', accountNumber: '0733445566' },
];

const bannerSvg = (title: string, [from, to]: [string, string]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><circle cx="980" cy="140" r="220" fill="#fff" opacity=".12"/><circle cx="160" cy="600" r="260" fill="#000" opacity=".08"/><text x="80" y="560" font-family="Helvetica, Arial, sans-serif" font-size="54" font-weight="700" fill="#fff">${title.replace(/[&<>]/g, '')}</text></svg>`;

type SeedTools = {
  at: (days: number) => string;
  meta: (actorId: string | null, actorRole: EventMetadata['actorRole']) => EventMetadata;
  write: (streamId: string, metadata: EventMetadata, ...events: HarambeeEvent[]) => void;
  passwordHash: string;
};

/** A creator who verified their address, one who reset their password, one who has seen their notifications. */
const seedAccountEvents = (
  creators: { userId: string; email: string; name: string }[],
  { at, meta, write, passwordHash }: SeedTools,
) => {
  const [amina, kwame, thandi] = creators as [
    (typeof creators)[0],
    (typeof creators)[0],
    (typeof creators)[0],
  ];
  const verificationId = randomUUID();
  write(
    `verification-${verificationId}`,
    meta(null, 'anonymous'),
    {
      type: 'EmailVerificationRequested',
      data: {
        verificationId,
        email: amina.email,
        name: amina.name,
        tokenHash: randomBytes(32).toString('hex'),
        redirectUrl: '/verify-email',
        formData: {},
        expiresAt: at(-29),
      },
    },
    {
      type: 'EmailVerificationConfirmed',
      data: { verificationId, email: amina.email, confirmedAt: at(-30) },
    },
  );
  const resetId = randomUUID();
  write(`reset-${resetId}`, meta(null, 'anonymous'), {
    type: 'PasswordResetRequested',
    data: {
      resetId,
      userId: kwame.userId,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: at(-14),
    },
  });
  write(`user-${kwame.userId}`, meta(null, 'anonymous'), {
    type: 'PasswordResetCompleted',
    data: { resetId, userId: kwame.userId, passwordHash, completedAt: at(-14) },
  });
  const linkId = randomUUID();
  write(`sign-in-link-${linkId}`, meta(null, 'anonymous'), {
    type: 'SignInLinkSent',
    data: {
      linkId,
      userId: thandi.userId,
      tokenHash: randomBytes(32).toString('hex'),
      sentAt: at(-3),
      expiresAt: at(-3 + 15 / (24 * 60)),
    },
  });
  write(`sign-in-link-${linkId}`, meta(thandi.userId, 'creator'), {
    type: 'SignInLinkUsed',
    data: { linkId, userId: thandi.userId, usedAt: at(-3) },
  });
  write(`user-${thandi.userId}`, meta(thandi.userId, 'creator'), {
    type: 'DonationNotificationsSeen',
    data: { userId: thandi.userId, seenAt: at(-2) },
  });
  write(`user-${thandi.userId}`, meta(thandi.userId, 'creator'), {
    type: 'LanguageChosen',
    data: { userId: thandi.userId, language: 'en', chosenAt: at(-2) },
  });
};

/** Demo content for a first start: every kind of event, in every status, as real events in the log. */
export const seedDemoContent = async (deps: CommandApiDeps, adminId: string): Promise<boolean> => {
  const firstEvents = await deps.store.readAll(LOG_START, 50);
  if (firstEvents.some((event) => event.type === 'CampaignCreated')) return false;

  const now = deps.clock().getTime();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const correlationId = randomUUID();
  const meta = (actorId: string | null, actorRole: EventMetadata['actorRole']): EventMetadata => ({
    actorId,
    actorRole,
    correlationId,
    causationId: null,
  });
  const admin = meta(adminId, 'admin');
  const writes: StreamWrite[] = [];
  /** Campaigns' endings and what followed them: appended after the gifts, so the log has them in that order. */
  const endings: StreamWrite[] = [];
  const writeTo =
    (batch: StreamWrite[]) =>
    (streamId: string, metadata: EventMetadata, ...events: HarambeeEvent[]) =>
      batch.push({
        streamId,
        expected: 'any',
        events: events.map((event) => ({ ...event, metadata })),
      });
  const write = writeTo(writes);

  await mkdir(deps.config.uploadsDir, { recursive: true });
  const image = async (name: string, title: string, colours: [string, string]) => {
    await writeFile(path.join(deps.config.uploadsDir, name), bannerSvg(title, colours));
    return name;
  };

  const passwordHash = await argon2.hash(DEMO_CREATOR_PASSWORD, { type: argon2.argon2id });
  const creators = demoCreators.map((creator, index) => {
    const userId = randomUUID();
    write(emailStream(deps.config.emailIdKey, creator.email), meta(null, 'anonymous'), {
      type: 'EmailClaimed',
      data: { email: creator.email, userId },
    });
    write(`user-${userId}`, meta(null, 'anonymous'), {
      type: 'CreatorRegistered',
      data: { userId, ...creator, passwordHash, registeredAt: at(-30 + index) },
    });
    return { userId, ...creator };
  });

  /** A prompt that timed out, begun from a Ghanaian phone's USSD menu. */
  const unpaidPhoneGift = `chk_${randomUUID()}`;
  let textedCampaignId = '';
  for (const [index, campaign] of demoCampaigns.entries()) {
    const creator = creators[campaign.creator]!;
    const campaignId = randomUUID();
    if (index === 0) textedCampaignId = campaignId;
    const stream = `campaign-${campaignId}`;
    const createdAt = at(-20 + index);
    const endDate =
      campaign.daysLeft === 0
        ? at(-1)
        : new Date(Math.floor((now + campaign.daysLeft * DAY) / DAY) * DAY + DAY - 1).toISOString();
    const imagePath = await image(
      `demo-campaign-${index + 1}.svg`,
      campaign.title.slice(0, 32),
      campaign.colours,
    );
    write(stream, meta(creator.userId, 'creator'), {
      type: 'CampaignCreated',
      data: {
        campaignId,
        creatorId: creator.userId,
        title: campaign.title,
        story: campaign.story,
        goalCents: campaign.goal * 100,
        category: campaign.category,
        endDate,
        imagePath,
        country: creator.country,
        createdAt,
      },
    });
    if (campaign.fate === 'edited') {
      write(stream, meta(creator.userId, 'creator'), {
        type: 'CampaignEdited',
        data: {
          campaignId,
          title: campaign.title,
          story: `${campaign.story}<p>Updated with a quote from our supplier.</p>`,
          category: campaign.category,
          imagePath,
          editedAt: at(-2),
        },
      });
      continue;
    }
    if (campaign.fate === 'pending') continue;
    const decided = { campaignId, at: at(-19 + index) };
    write(stream, admin, {
      type: campaign.fate === 'rejected' ? 'CampaignRejected' : 'CampaignApproved',
      data: decided,
    });
    if (campaign.fate === 'featured')
      write(stream, admin, { type: 'CampaignFeatured', data: decided });
    if (campaign.fate === 'approved' && index === 2) {
      write(
        stream,
        admin,
        { type: 'CampaignFeatured', data: decided },
        { type: 'CampaignUnfeatured', data: { campaignId, at: at(-6) } },
      );
      const liveEdit = (story: string) => ({
        type: 'CampaignEditProposed' as const,
        data: {
          campaignId,
          title: campaign.title,
          story,
          category: campaign.category,
          imagePath,
          editedAt: at(-5),
        },
      });
      write(
        stream,
        meta(creator.userId, 'creator'),
        liveEdit(`${campaign.story}<p>Now 50% off!</p>`),
      );
      write(stream, admin, {
        type: 'CampaignEditRejected',
        data: { campaignId, at: at(-5), reason: 'Please do not promise discounts in the story.' },
      });
      write(
        stream,
        meta(creator.userId, 'creator'),
        liveEdit(`${campaign.story}<p>Week 2: the site is cleared.</p>`),
      );
      write(stream, admin, { type: 'CampaignEditApproved', data: { campaignId, at: at(-4) } });
    }
    if (campaign.fate === 'deleted')
      write(stream, admin, { type: 'CampaignDeleted', data: { campaignId, at: at(-1) } });
    if (index === 0) {
      write(stream, meta(creator.userId, 'creator'), {
        type: 'CampaignUpdatePosted',
        data: {
          campaignId,
          updateId: randomUUID(),
          title: 'The first cold room is ordered',
          content: '<p>Thanks to you, the first cold room ships next week. Photos soon!</p>',
          postedAt: at(-1),
        },
      });
    }
    const gifts: SeededGift[] = [];
    campaign.raised.forEach((amount, n) => {
      const hosted = index === 1 && n === 0;
      const paymentId = hosted ? `chk_${randomUUID()}` : `seed_${randomUUID()}`;
      const donorName = demoBackers[n % demoBackers.length]!;
      if (hosted)
        seedCheckout(write, meta, {
          paymentId,
          campaignId,
          amountCents: amount * 100,
          donorName,
          status: 'succeeded',
          at: at(-10),
        });
      const gift = { donationId: randomUUID(), paymentId, amountCents: amount * 100 };
      gifts.push(gift);
      write(`donation-${paymentId}`, meta(null, 'anonymous'), {
        type: 'DonationRecorded',
        data: {
          ...gift,
          campaignId,
          donorName,
          anonymous: donorName === '',
          message: demoMessages[n % demoMessages.length]!,
          email: index === 0 && n === 0 ? KEPT_POSTED : null,
          isRecurring: n % 5 === 0,
          recurringInterval: n % 5 === 0 ? 'monthly' : null,
          dedication: n === 2 ? { type: 'inHonor', name: 'Mama Wanjiru' } : null,
          paymentMethod: 'creditCard',
          donatedAt: at(-10 + n * 0.7),
        },
      });
    });
    if (index === 0) {
      const follow = (email: string, donationId: string) => {
        const followId = followIdFor(deps.config.emailIdKey, creator.userId, email);
        const ids = { followId, creatorId: creator.userId };
        const stream = followStream(followId);
        write(stream, meta(null, 'system'), {
          type: 'CreatorFollowed',
          data: { ...ids, email, donationId, followedAt: at(-9) },
        });
        write(stream, meta(null, 'system'), {
          type: 'FollowConfirmationMailed',
          data: {
            ...ids,
            donationId,
            tokenHash: randomBytes(32).toString('hex'),
            mailedAt: at(-9),
          },
        });
        write(stream, meta(null, 'anonymous'), {
          type: 'FollowConfirmed',
          data: { ...ids, confirmedWith: 'mailedLink', confirmedAt: at(-9) },
        });
        return { stream, ids };
      };
      const kept = follow(KEPT_POSTED, gifts[0]!.donationId);
      write(kept.stream, meta(null, 'system'), {
        type: 'FollowerNotified',
        data: { ...kept.ids, campaignId, notifiedAt: at(-8) },
      });
      const left = follow('no.more.mail@example.org', gifts[1]!.donationId);
      write(left.stream, meta(null, 'anonymous'), {
        type: 'CreatorUnfollowed',
        data: { ...left.ids, unfollowedAt: at(-7) },
      });
    }
    if (campaign.moneyOut) {
      const ended = {
        campaignId,
        creatorId: creator.userId,
        goalCents: campaign.goal * 100,
        gifts,
        wallet: demoWallets[campaign.creator]!,
      };
      seedMoneyOut(writeTo(endings), meta, at, adminId, campaign.moneyOut, ended);
    }
    if (index === 1) {
      seedCheckout(write, meta, {
        paymentId: unpaidPhoneGift,
        campaignId,
        amountCents: 1500,
        donorName: 'Akosua Boateng',
        status: 'failed',
        at: at(-4),
      });
      seedCheckout(write, meta, {
        paymentId: `chk_${randomUUID()}`,
        campaignId,
        amountCents: 2000,
        donorName: 'Kwame Asante',
        status: 'mismatch',
        at: at(-3),
      });
      seedCheckout(write, meta, {
        paymentId: `chk_${randomUUID()}`,
        campaignId,
        amountCents: 2500,
        donorName: 'Yaw Mensah',
        status: 'lateRefunded',
        at: at(-2),
      });
      seedCheckout(write, meta, {
        paymentId: `chk_${randomUUID()}`,
        campaignId,
        amountCents: 3500,
        donorName: 'Efua Owusu',
        status: 'lateRefundFailed',
        at: at(-2),
      });
      const pledgeId = `pledge_${randomUUID()}`;
      const pledge = {
        pledgeId,
        campaignId,
        amountCents: 30000,
        donorName: 'Satoshi Backer',
        anonymous: false,
        message: 'Sent in BTC',
        email: null,
        isRecurring: false,
        recurringInterval: null,
        dedication: null,
        currency: 'BTC' as const,
        cryptoAmount: '0.01000000',
        pledgedAt: at(-3),
      };
      write(`donation-${pledgeId}`, meta(null, 'anonymous'), {
        type: 'CryptoPledged',
        data: pledge,
      });
      write(`donation-${pledgeId}`, admin, {
        type: 'CryptoPledgeConfirmed',
        data: { pledgeId, campaignId, amountCents: 30000, confirmedAt: at(-2) },
      });
    }
  }

  creators.forEach(({ userId }, index) => {
    write(`user-${userId}`, meta(userId, 'creator'), {
      type: 'WalletLinked',
      data: { userId, ...demoWallets[index]!, linkedAt: at(-5) },
    });
  });
  for (const [index, post] of demoBlogPosts.entries()) {
    const postId = randomUUID();
    const imagePath = await image(
      `demo-blog-${index + 1}.svg`,
      post.title.slice(0, 30),
      post.colours,
    );
    write(`blog-${postId}`, admin, {
      type: 'BlogPostPublished',
      data: {
        postId,
        title: post.title,
        content: post.content,
        imagePath,
        createdAt: at(-12 + index * 4),
      },
    });
    if (index === 0) {
      write(`blog-${postId}`, admin, {
        type: 'BlogPostEdited',
        data: {
          postId,
          title: post.title,
          content: `${post.content}<p>Updated with the cooperative's numbers.</p>`,
          imagePath,
          editedAt: at(-3),
        },
      });
    }
  }
  const draftId = randomUUID();
  const draft = {
    postId: draftId,
    title: 'Draft: holiday giving guide',
    content: '<p>Withdrawn before publishing in full.</p>',
    imagePath: 'demo-blog-1.svg',
  };
  write(
    `blog-${draftId}`,
    admin,
    { type: 'BlogPostPublished', data: { ...draft, createdAt: at(-8) } },
    { type: 'BlogPostDeleted', data: { postId: draftId, at: at(-7) } },
  );
  seedAccountEvents(creators, { at, meta, write, passwordHash });
  const messageId = randomUUID();
  write(`contact-${messageId}`, meta(null, 'anonymous'), {
    type: 'ContactMessageReceived',
    data: {
      messageId,
      name: 'Sarah Mitchell',
      email: 'sarah@example.org',
      role: 'investor',
      message:
        'I would like to back agricultural campaigns in Ghana every quarter. How do recurring gifts work?',
      receivedAt: at(-4),
    },
  });

  // A former creator who logged out everywhere and was then erased, and an erased message: their sealed fields read as erased from the start.
  const formerId = randomUUID();
  const formerEmail = 'former@demo.harambee.africa';
  const former = meta(formerId, 'creator');
  write(
    emailStream(deps.config.emailIdKey, formerEmail),
    former,
    { type: 'EmailClaimed', data: { email: formerEmail, userId: formerId } },
    { type: 'EmailReleased', data: { userId: formerId, releasedAt: at(-2) } },
  );
  write(
    `user-${formerId}`,
    former,
    {
      type: 'CreatorRegistered',
      data: {
        userId: formerId,
        name: 'Former Creator',
        email: formerEmail,
        phone: '0700000000',
        country: 'Kenya',
        passwordHash,
        registeredAt: at(-30),
      },
    },
    {
      type: 'SessionsRevoked',
      data: {
        userId: formerId,
        sessionVersion: 1,
        reason: 'logout-all',
        revokedBy: formerId,
        revokedAt: at(-3),
      },
    },
    {
      type: 'PersonalDataErased',
      data: { userId: formerId, reason: 'Requested by the user', erasedAt: at(-2) },
    },
  );
  const erasedMessageId = randomUUID();
  writes.push({
    streamId: `contact-${erasedMessageId}`,
    expected: 'any',
    events: [
      {
        type: 'ContactMessageReceived',
        metadata: meta(null, 'anonymous'),
        data: {
          messageId: erasedMessageId,
          name: 'Jo Sender',
          email: 'jo@example.org',
          role: 'other',
          message: 'Please call me back.',
          receivedAt: at(-6),
        },
      },
      {
        type: 'ContactMessageErased',
        metadata: admin,
        data: { messageId: erasedMessageId, reason: 'Erased by an admin', erasedAt: at(-5) },
      },
    ],
  });

  seedBookChecks(write, meta, at);
  await deps.store.append(writes);
  await deps.store.append(endings);
  await issueSeededReceipts(deps);
  await seedPhoneGiving(deps, {
    unpaidPaymentId: unpaidPhoneGift,
    phone: '+233241234567',
    creatorId: creators[demoCampaigns[0]!.creator]!.userId,
    campaignId: textedCampaignId,
    at,
  });
  const vault = createPersonalDataVault(deps.db);
  await vault.erase(`user-${formerId}`);
  await vault.erase(`contact-${erasedMessageId}`);
  return true;
};

/** A receipt with an address was mailed long ago: recorded as the receipt mails step did, and not sent again. */
const recordSeededMail = async (deps: CommandApiDeps, receiptId: string) => {
  const streamId = `receipt-${receiptId}`;
  const { events, version } = await deps.store.readStream(streamId);
  const receipt = unmailedReceipt(events);
  if (!receipt) return;
  const metadata = {
    actorId: null,
    actorRole: 'system',
    correlationId: randomUUID(),
    causationId: null,
  } as const;
  const data = { receiptId, ledgerIndex: null, mailedAt: receipt.issuedAt };
  await deps.store.append([
    { streamId, expected: version, events: [{ type: 'ReceiptMailed', data, metadata }] },
  ]);
};

/** The seeded gifts' receipts, as the receipts process manager would have issued them, and their mails' record. */
const issueSeededReceipts = async (deps: CommandApiDeps) => {
  let events = await deps.store.readAll(LOG_START, 500);
  while (events.length > 0) {
    for (const event of events) {
      if (event.type !== 'DonationRecorded') continue;
      await issueReceiptFor(deps, event.data, event);
      await recordSeededMail(deps, event.data.donationId);
    }
    events = await deps.store.readAll(events.at(-1)!.position, 500);
  }
};

type Write = (streamId: string, metadata: EventMetadata, ...events: HarambeeEvent[]) => void;
type Meta = (actorId: string | null, actorRole: EventMetadata['actorRole']) => EventMetadata;

/**
 * A hosted checkout through the sandbox: paid, failed (a mobile-money prompt that timed out), refused as a
 * mismatch, or paid after its campaign stopped taking gifts and refunded (or its refund declined).
 */
/** A mobile-money checkout is charged in shillings (M-PESA) at the demo rate, quoted on its payment stream. */
const seedQuote = (
  write: Write,
  meta: Meta,
  paymentId: string,
  amountCents: number,
  at: string,
) => {
  const rate = { from: 'USD' as const, to: 'KES' as const, value: DEMO_RATES.rates.KES! };
  write(`payment-${paymentId}`, meta(null, 'anonymous'), {
    type: 'ExchangeRateQuoted',
    data: {
      paymentId,
      ...rate,
      source: DEMO_RATES.source,
      asOf: DEMO_RATES.asOf.toISOString(),
      quotedAt: at,
    },
  });
  return { currency: rate.to, amountMinor: convertMinor(amountCents, rate) };
};

/**
 * A late payment given back the long way: a quarter disputed by the donor's bank and won, a quarter refunded from the
 * provider's dashboard, our refund of the rest booked, then failed at the provider and made again.
 */
const seedLateRefund = (
  write: Write,
  system: EventMetadata,
  paymentId: string,
  amountCents: number,
  at: string,
) => {
  const stream = `payment-${paymentId}`;
  const quarter = Math.floor(amountCents / 4);
  const rest = { currency: 'USD' as const, amountMinor: amountCents - quarter };
  const refundReference = `sbx_refund_${paymentId}`;
  const disputed = {
    paymentId,
    provider: 'sandbox' as const,
    disputeId: `sbx_dispute_${paymentId}`,
    charged: { currency: 'USD' as const, amountMinor: quarter },
  };
  write(stream, system, {
    type: 'PaymentDisputeOpened',
    data: { ...disputed, reason: 'fraudulent', openedAt: at },
  });
  write(stream, system, {
    type: 'PaymentDisputeClosed',
    data: { ...disputed, outcome: 'won', closedAt: at },
  });
  write(stream, system, {
    type: 'PaymentRefundedByProvider',
    data: {
      paymentId,
      provider: 'sandbox',
      refundReference: `sbx_dashboard_${paymentId}`,
      charged: { currency: 'USD', amountMinor: quarter },
      refundedAt: at,
    },
  });
  const refunded = {
    type: 'PaymentRefunded' as const,
    data: { paymentId, refundReference, charged: rest, refundedAt: at },
  };
  write(stream, system, refunded);
  write(stream, system, {
    type: 'PaymentRefundReversed',
    data: {
      paymentId,
      refundReference,
      charged: rest,
      reason: 'refund.reason.failedAtProvider',
      reversedAt: at,
    },
  });
  write(stream, system, refunded);
};

const seedCheckout = (
  write: Write,
  meta: Meta,
  {
    paymentId,
    campaignId,
    amountCents,
    donorName,
    status,
    at,
  }: {
    paymentId: string;
    campaignId: string;
    amountCents: number;
    donorName: string;
    status: 'succeeded' | 'failed' | 'mismatch' | 'lateRefunded' | 'lateRefundFailed';
    at: string;
  },
) => {
  const late = status === 'lateRefunded' || status === 'lateRefundFailed';
  const method = status === 'succeeded' || late ? ('card' as const) : ('mobileMoney' as const);
  const charged =
    method === 'mobileMoney' ? seedQuote(write, meta, paymentId, amountCents, at) : undefined;
  const settlement = {
    paymentId,
    provider: 'sandbox' as const,
    providerReference: `sbx_${paymentId}`,
    method,
    last4: method === 'card' ? '4242' : null,
  };
  write(`payment-${paymentId}`, meta(null, 'anonymous'), {
    type: 'CheckoutStarted',
    data: {
      paymentId,
      campaignId,
      amountCents,
      charged,
      donorName,
      anonymous: donorName === '',
      message: '',
      email: null,
      isRecurring: false,
      recurringInterval: null,
      dedication: null,
      method,
      provider: 'sandbox',
      providerReference: settlement.providerReference,
      startedAt: at,
    },
  });
  const system = meta(null, 'system');
  if (status === 'succeeded' || late)
    write(`payment-${paymentId}`, system, {
      type: 'PaymentSucceeded',
      data: { ...settlement, campaignId, amountCents, succeededAt: at },
    });
  if (late) {
    const reason = 'The campaign stopped taking donations before the payment arrived';
    write(`payment-${paymentId}`, system, {
      type: 'PaymentRefundRequested',
      data: {
        paymentId,
        campaignId,
        amountCents,
        provider: 'sandbox',
        providerReference: settlement.providerReference,
        reason,
        requestedAt: at,
      },
    });
    if (status === 'lateRefunded') seedLateRefund(write, system, paymentId, amountCents, at);
    else
      write(`payment-${paymentId}`, system, {
        type: 'PaymentRefundFailed',
        data: { paymentId, reason: 'sandbox declined the refund', failedAt: at },
      });
  }
  if (status === 'failed')
    write(`payment-${paymentId}`, system, {
      type: 'PaymentFailed',
      data: { ...settlement, failedAt: at },
    });
  if (status === 'mismatch') {
    write(`payment-${paymentId}`, system, {
      type: 'PaymentMismatchDetected',
      data: {
        paymentId,
        provider: 'sandbox',
        providerReference: settlement.providerReference,
        expected: { campaignId, amountCents },
        received: { amountCents: 100, currency: 'usd' },
        detectedAt: at,
      },
    });
  }
};
