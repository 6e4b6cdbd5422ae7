import { LANGUAGE_CODES, LANGUAGES, type Language, message } from '@harambee/messages';
import {
  CURRENCIES,
  type CurrencyCode,
  donationPresetsIn,
  GOAL_CURRENCY,
  majorWithSymbol,
} from '@harambee/rules';
import { PRESET_CHOICES, type UssdSession } from './ussd-session';

/** What one USSD screen may hold, the gateway's limit, counted with its CON/END. */
export const USSD_SCREEN_LIMIT = 182;

export type CampaignFacts = { title: string; raisedCents: number; daysLeft: number; open: boolean };
/** The phone's money and the wallet its network charges in. */
export type PhoneFacts = { currency: CurrencyCode; wallet: string };
export type UssdFacts = {
  /** Null where giving by phone is not offered. */
  phone: PhoneFacts | null;
  /** The campaign of the typed code; null when no campaign has it. */
  campaign?: CampaignFacts | null;
  /** The gift and what is charged with its fees, in the phone's minor units. */
  price?: { amountMinor: number; totalMinor: number };
  /** Why the gift is refused (an amount out of limits), in the caller's language. */
  refusal?: string;
};
export type UssdReply = `CON ${string}` | `END ${string}`;

/**
 * The text as plain phones show it: no-break spaces and typographic quotes are outside the GSM 7-bit alphabet
 * (they would turn the whole screen into UCS-2, or into boxes on older handsets).
 */
export const plainPhoneText = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u2026/g, '...');

const scale = (currency: CurrencyCode) => 10 ** CURRENCIES[currency].minorUnits;

/** Whole units with the currency's own symbol ("KSh 500", "500 F CFA"): mobile money takes whole units. */
export const wholeMoney = (minor: number, currency: CurrencyCode, language: Language) =>
  majorWithSymbol(Math.round(minor / scale(currency)), currency, 0, language);

/** The gift the caller chose, in minor units of the phone's money. */
export const chosenAmountMinor = (session: UssdSession, currency: CurrencyCode) => {
  if (!session.amount) return undefined;
  const major =
    'preset' in session.amount
      ? donationPresetsIn(currency)[session.amount.preset - 1]!
      : session.amount.typed;
  return major * scale(currency);
};

/** Shortens the title (ending it with "...") until `size` of the written text is within `limit`. */
export const fitTitle = (
  write: (title: string) => string,
  title: string,
  limit: number,
  size: (text: string) => number = (text) => text.length,
) => {
  let shown = title;
  let text = write(shown);
  while (size(text) > limit && shown.length > 1) {
    shown = `${shown.slice(0, Math.max(1, shown.length - (size(text) - limit) - 3)).trimEnd()}...`;
    text = write(shown);
  }
  return text;
};

/** Shortens the title until the screen fits. */
const fitted = (prefix: 'CON' | 'END', write: (title: string) => string, title = ''): UssdReply =>
  fitTitle((shown) => `${prefix} ${write(shown)}`, title, USSD_SCREEN_LIMIT) as UssdReply;

const campaignScreen = (language: Language, campaign: CampaignFacts, phone: PhoneFacts) => {
  const presets = donationPresetsIn(phone.currency)
    .slice(0, PRESET_CHOICES)
    .map(
      (major, i) =>
        `${i + 1}. ${wholeMoney(major * scale(phone.currency), phone.currency, language)}`,
    );
  const choices = [...presets, `${PRESET_CHOICES + 1}. ${message(language, 'ussd.otherAmount')}`];
  return fitted(
    'CON',
    (title) =>
      [
        message(language, 'ussd.campaign', {
          title,
          raised: wholeMoney(campaign.raisedCents, GOAL_CURRENCY, language),
          days: campaign.daysLeft,
        }),
        ...choices,
      ].join('\n'),
    campaign.title,
  );
};

/** The screen for where the caller is, from the facts the callback looked up: a pure function, the same in tests. */
export const ussdScreen = (session: UssdSession, facts: UssdFacts): UssdReply =>
  plainPhoneText(screenOf(session, facts)) as UssdReply;

const screenOf = (session: UssdSession, facts: UssdFacts): UssdReply => {
  const { language } = session;
  const say = (key: Parameters<typeof message>[1], values?: Parameters<typeof message>[2]) =>
    message(language, key, values);
  if (!facts.phone) return `END ${say('ussd.notHere')}`;
  if (session.step === 'badChoice') return `END ${say('ussd.badChoice')}`;
  if (session.step === 'welcome') return `CON ${say('ussd.welcome')}`;
  if (session.step === 'languages')
    return `CON ${LANGUAGE_CODES.map((code, i) => `${i + 1}. ${LANGUAGES[code].name}`).join('\n')}`;
  const { campaign, phone } = { campaign: facts.campaign, phone: facts.phone };
  if (!campaign) return `END ${say('ussd.unknownCode', { code: session.code ?? '' })}`;
  if (!campaign.open)
    return fitted('END', (title) => say('ussd.closed', { title }), campaign.title);
  if (facts.refusal) return `END ${facts.refusal}`;
  switch (session.step) {
    case 'campaign':
      return campaignScreen(language, campaign, phone);
    case 'typeAmount':
      return `CON ${say('ussd.typeAmount', { currency: CURRENCIES[phone.currency].symbol })}`;
    case 'name':
      return `CON ${say('ussd.name')}`;
    case 'confirm': {
      const money = (minor = 0) => wholeMoney(minor, phone.currency, language);
      return fitted(
        'CON',
        (title) =>
          say('ussd.confirm', {
            amount: money(facts.price?.amountMinor),
            title,
            total: money(facts.price?.totalMinor),
          }),
        campaign.title,
      );
    }
    case 'confirmed':
      return `END ${say('ussd.approve', { wallet: phone.wallet })}`;
    case 'declined':
      return `END ${say('ussd.declined')}`;
  }
};
