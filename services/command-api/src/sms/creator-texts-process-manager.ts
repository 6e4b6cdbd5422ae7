import type { StoredEvent } from '@harambee/events';
import type { Language } from '@harambee/messages';
import { userDecider, userStream } from '../accounts/user';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { mailLanguage } from '../mail/mail-language';
import { NOTHING_DONE, type ProcessManager, reactionContext } from '../core/process-manager';
import { titleOf } from '../receipts/receipt-process-manager';
import { wholeMoney } from '../ussd/ussd-screen';
import { smsSenderOf } from './sms-sender';
import { smsText } from './sms-text';
import { textOnce } from './text-once';

/** The creator's own number as they registered it, when it is a whole international one. */
const numberOf = (phone: string | undefined) => {
  const number = (phone ?? '').replace(/[\s()-]/g, '');
  return /^\+\d{8,15}$/.test(number) ? number : undefined;
};

/** What the event tells the creator, and which of their choices asks for it. */
const newsOf = (event: StoredEvent, language: Language) => {
  if (event.type === 'DonationRecorded') {
    const amount = wholeMoney(event.data.amountCents, 'USD', language);
    return { wanted: 'gifts', purpose: 'creatorGift', amount, key: 'sms.creatorGift' } as const;
  }
  if (event.type !== 'PayoutPaid') return undefined;
  const sent = event.data.transfer;
  const amount = sent
    ? wholeMoney(sent.amountMinor, sent.currency, language)
    : wholeMoney(event.data.amountCents, 'USD', language);
  return { wanted: 'payouts', purpose: 'creatorPayout', amount, key: 'sms.creatorPayout' } as const;
};

/**
 * Texts a creator who asked for it (TextAlertsChosen) about each gift to their campaigns and each payout sent to
 * them, in their language, once per event; nothing once their account (and its phone) is erased.
 */
export const textCreatorAbout = async (deps: CommandApiDeps, event: StoredEvent) => {
  if (!smsSenderOf(deps.config)) return NOTHING_DONE;
  if (event.type !== 'DonationRecorded' && event.type !== 'PayoutPaid') return NOTHING_DONE;
  const campaign = await deps.store.readStream(campaignStream(event.data.campaignId));
  const state = fold(campaignDecider, campaign.events);
  if (state.status === 'none') return NOTHING_DONE;
  const user = fold(userDecider, (await deps.store.readStream(userStream(state.creatorId))).events);
  if (user.status !== 'registered' || !user.textAlerts) return NOTHING_DONE;
  const to = numberOf(user.phone);
  const language = mailLanguage(user.language);
  const title = titleOf(campaign.events);
  const news = newsOf(event, language);
  if (!to || !news || !user.textAlerts[news.wanted]) return NOTHING_DONE;
  await textOnce(
    deps,
    {
      purpose: news.purpose,
      regarding: event.id,
      to,
      words: smsText(language, news.key, { amount: news.amount, title }),
    },
    reactionContext(event, deps.clock()),
  );
};

export const creatorTextsProcessManager: ProcessManager = {
  name: 'creator-texts',
  reactsTo: ['DonationRecorded', 'PayoutPaid'],
  startsFrom: 'now',
  react: (event, deps) => textCreatorAbout(deps, event),
};
