import type { EventOf } from '@harambee/events';
import { maskAccountNumber } from '@harambee/rules';
import type { Account } from '../accounts/find-account';
import { userStream } from '../accounts/user';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { toDollars } from '../core/money';
import type { recordsOf } from './gifts-and-verifications';

type Records = Awaited<ReturnType<typeof recordsOf>>;
type MailRow = {
  subject: string;
  kind: string;
  status: string;
  created_at: Date;
  sent_at: Date | null;
};

const campaignsOf = async ({ store }: CommandApiDeps, userId: string) => {
  const created = await store.readByType(['CampaignCreated'], { creatorId: userId });
  const streams = await store.readStreams(
    created.map((event) => campaignStream(event.data.campaignId)),
  );
  return streams.map(({ events }, index) => {
    const { campaignId, goalCents, endDate, createdAt } = created[index]!.data;
    const latest = events
      .filter((event) => event.type === 'CampaignCreated' || event.type === 'CampaignEdited')
      .at(-1) as EventOf<'CampaignCreated' | 'CampaignEdited'>;
    const state = fold(campaignDecider, events);
    return {
      id: campaignId,
      title: latest.data.title,
      story: latest.data.story,
      category: latest.data.category,
      goal: toDollars(goalCents),
      status: state.status,
      endDate,
      createdAt,
    };
  });
};

const walletOf = async ({ store }: CommandApiDeps, userId: string) => {
  const { events } = await store.readStream(userStream(userId));
  const linked = events.filter((event) => event.type === 'WalletLinked').at(-1);
  if (!linked) return null;
  const { provider, country, accountNumber, linkedAt } = linked.data;
  return { provider, country, accountNumber: maskAccountNumber(accountNumber), linkedAt };
};

/** Mails to the account's own address, while the outbox still keeps who they went to. */
const mailsTo = async ({ db }: CommandApiDeps, email: string) =>
  (
    await db.query<MailRow>(
      `select subject, kind, status, created_at, sent_at from mail_outbox
       where lower(recipient) = $1 order by created_at`,
      [email.trim().toLowerCase()],
    )
  ).map((row) => ({
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    date: new Date(row.sent_at ?? row.created_at).toISOString(),
  }));

type Gift = EventOf<'DonationRecorded' | 'CryptoPledged'>['data'];

const gift = (data: Gift, id: string, paymentMethod: string, date: string) => ({
  id,
  campaignId: data.campaignId,
  amount: toDollars(data.amountCents),
  donorName: data.donorName,
  anonymous: data.anonymous,
  message: data.message,
  email: data.email,
  paymentMethod,
  date,
});

const giftsIn = (records: Records) =>
  records.flatMap((event) => {
    if (event.type === 'DonationRecorded')
      return [
        gift(event.data, event.data.donationId, event.data.paymentMethod, event.data.donatedAt),
      ];
    if (event.type === 'CryptoPledged')
      return [gift(event.data, event.data.pledgeId, event.data.currency, event.data.pledgedAt)];
    return [];
  });

const checkoutsIn = (records: Records) =>
  records.flatMap((event) =>
    event.type === 'CheckoutStarted'
      ? [
          {
            paymentId: event.data.paymentId,
            campaignId: event.data.campaignId,
            amount: toDollars(event.data.amountCents),
            donorName: event.data.donorName,
            email: event.data.email,
            method: event.data.method,
            startedAt: event.data.startedAt,
          },
        ]
      : [],
  );

/**
 * Everything Harambee holds about a person, from the log (their account, campaigns, wallet, and the gifts,
 * checkouts and pledges tied to them) and from the outbox (the mails sent to them). Passwords are never in it.
 */
export const yourData = async (
  deps: CommandApiDeps,
  account: Account,
  records: Records,
  now: Date,
) => ({
  exportedAt: now.toISOString(),
  profile: {
    id: account.userId,
    role: account.role,
    name: account.name,
    email: account.email,
    phone: account.phone ?? null,
    country: account.country ?? null,
  },
  campaigns: await campaignsOf(deps, account.userId),
  gifts: giftsIn(records),
  checkouts: checkoutsIn(records),
  wallet: await walletOf(deps, account.userId),
  mails: await mailsTo(deps, account.email),
});
