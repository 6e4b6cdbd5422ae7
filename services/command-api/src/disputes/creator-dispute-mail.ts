import type { EventOf } from '@harambee/events';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import { latestTitle } from '../campaigns/rejection';
import { fold } from '../core/decider';
import type { CommandApiDeps } from '../core/deps';
import { derivedId } from '../core/derived-id';
import type { ProcessManager } from '../core/process-manager';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { creatorMailbox } from '../money-out/creator-mailbox';
import { moneyMail } from '../money-out/money-mail';

type Opened = EventOf<'DisputeOpened'>['data'];
type Closed = EventOf<'DisputeClosed'>['data'];
type Creator = { name: string; email: string; language?: string };

const providerName = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

/** The creator hears a gift is disputed: how much, whether it is held or owed, and that our team answers it. */
export const disputeOpenedCreatorMail = (creator: Creator, title: string, dispute: Opened) => {
  const { say, paid, day } = mailWords(mailLanguage(creator.language));
  const provider = providerName(dispute.provider);
  return moneyMail(
    creator.email,
    say('mail.creatorDispute.subject', { title }),
    [
      say('mail.hello', { name: creator.name }),
      say('mail.creatorDispute.opened', {
        title,
        amount: paid(dispute.charged, dispute.amountCents),
      }),
      dispute.afterPayout
        ? say('mail.creatorDispute.heldAfterPayout')
        : say('mail.creatorDispute.held', { provider }),
      dispute.evidenceDueBy
        ? say('mail.creatorDispute.deadline', { provider, dueBy: day(dispute.evidenceDueBy) })
        : say('mail.creatorDispute.noDeadline', { provider }),
    ],
    'notice',
  );
};

/** The creator hears how it ended: the money back, or gone to the donor (and owed by them after a payout). */
export const disputeClosedCreatorMail = (creator: Creator, title: string, dispute: Closed) => {
  const { say, paid } = mailWords(mailLanguage(creator.language));
  const amount = paid(dispute.charged, dispute.amountCents);
  return moneyMail(
    creator.email,
    say('mail.creatorDispute.closedSubject', { title }),
    [
      say('mail.hello', { name: creator.name }),
      say(dispute.outcome === 'won' ? 'mail.creatorDispute.won' : 'mail.creatorDispute.lost', {
        title,
        amount,
      }),
      ...(dispute.outcome === 'lost' && dispute.afterPayout
        ? [say('mail.creatorDispute.lostAfterPayout')]
        : []),
    ],
    'notice',
  );
};

const campaignOf = async (deps: CommandApiDeps, campaignId: string) => {
  const { events } = await deps.store.readStream(campaignStream(campaignId));
  const campaign = fold(campaignDecider, events);
  if (campaign.status === 'none') return undefined;
  const creator = await creatorMailbox(deps.store, campaign.creatorId);
  return creator && { creator, title: latestTitle(events) };
};

/** Tells a campaign's creator of each dispute of its gifts as it opens and as it closes, once each. */
export const creatorDisputeMailProcessManager: ProcessManager = {
  name: 'creator-dispute-mail',
  reactsTo: ['DisputeOpened', 'DisputeClosed'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type !== 'DisputeOpened' && event.type !== 'DisputeClosed') return;
    const found = await campaignOf(deps, event.data.campaignId);
    if (!found) return;
    const mail =
      event.type === 'DisputeOpened'
        ? disputeOpenedCreatorMail(found.creator, found.title, event.data)
        : disputeClosedCreatorMail(found.creator, found.title, event.data);
    const mailId = derivedId(`creator-dispute-mail:${event.id}`);
    await deps.db.transaction((tx) => deps.mail.enqueue(mail, mailId)(tx));
    await deps.mail.deliverNow(mailId);
  },
};
