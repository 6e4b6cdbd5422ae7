import { logger } from '@harambee/database';
import type { Language } from '@harambee/messages';
import { type ApiRoute, AppError, handle, parseInput } from '@harambee/platform';
import { toMinorUnits } from '@harambee/rules';
import express, { type Request, Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { derivedId } from '../core/derived-id';
import { retryOnConflict, withMetadata } from '../core/handle-command';
import type { PaymentProvider } from '../payments/payment-provider';
import { textsPerPhone } from '../rate-limits/phone-limits';
import { ussdCallbackGuard } from '../ussd/callback-guard';
import {
  type CallerPhone,
  callerPhoneOf,
  gatewayPhoneNumber,
  languageOfCountry,
} from '../ussd/caller-phone';
import { campaignFacts } from '../ussd/campaign-facts';
import { phoneCheckout } from '../ussd/phone-checkout';
import { refusalIn } from '../ussd/refusal';
import { readShortCode } from '../ussd/short-code';
import { siteOf, ussdOn } from '../ussd/ussd-routes';
import { plainPhoneText, wholeMoney } from '../ussd/ussd-screen';
import { ERASE_WORDS, erasePhoneNumber } from './phone-erasure';
import { smsSenderOf } from './sms-sender';
import { smsText } from './sms-text';
import { textedAlready, textOnce } from './text-once';

/** Africa's Talking's incoming message callback (a form); `linkId` and `date` are not needed. */
const inboundSms = z.object({
  id: z.string().trim().min(1).max(64),
  from: gatewayPhoneNumber,
  to: z.string().max(20).optional(),
  text: z.string().max(1000).default(''),
  networkCode: z.string().max(10).optional(),
});
type InboundSms = z.infer<typeof inboundSms>;

/** Africa's Talking's delivery report callback: `failureReason` only where the text was Rejected or Failed. */
const deliveryReport = z.object({
  id: z.string().trim().min(1).max(100),
  status: z.string().trim().min(1).max(40),
  failureReason: z.string().max(60).optional(),
  networkCode: z.string().max(10).optional(),
});

/** "GIVE 4KQ7PX 500": the code and a whole amount in the phone's money. */
const GIVE = /^\s*give\s+(\S{6})\s+(\d{1,9})\s*$/i;

export const smsDeliveryStream = (smsId: string) => `sms-delivery-${derivedId(`sms:${smsId}`)}`;

/** Whether texts are answered: the menu's callback on, and a way to send texts (an account, or the sandbox's phone). */
export const smsOn = (config: CommandApiDeps['config'], providers: readonly PaymentProvider[]) =>
  ussdOn(config, providers) && smsSenderOf(config) !== undefined;

/**
 * Giving by text (`POST /api/v1/sms/:secret/inbound`: "GIVE <code> <amount>" starts the web's mobile-money checkout,
 * once per message id, and is answered by text) and the delivery reports of the texts we send
 * (`POST /api/v1/sms/:secret/delivery`, each recorded as an event). Guarded as the USSD callback is; off until
 * USSD_CALLBACK_SECRET and an Africa's Talking account (AFRICASTALKING_USERNAME and _API_KEY) are set.
 */
export const smsRoutes = (deps: CommandApiDeps, providers: readonly PaymentProvider[]) => {
  const { config, clock, store } = deps;
  if (!smsOn(config, providers)) return Router();
  const checkout = phoneCheckout(deps, providers);
  const mayText = textsPerPhone(deps.db, config.jwtSecret);

  /** What the text asked for, started when it is a gift a campaign takes: the words to answer it with. */
  const answerTo = async (
    req: Request,
    text: InboundSms,
    phone: CallerPhone,
    language: Language,
  ): Promise<string> => {
    const [, typed = '', amount = ''] = GIVE.exec(text.text) ?? [];
    const code = readShortCode(typed);
    if (!code) return smsText(language, 'sms.howToGive');
    const campaign = await campaignFacts(deps, code, clock());
    if (!campaign) return smsText(language, 'sms.unknownCode', { code });
    if (!campaign.open) return smsText(language, 'sms.closed', { title: campaign.title });
    const minor = toMinorUnits(amount, phone.facts.currency);
    if (!minor.ok) return smsText(language, 'sms.howToGive');
    const gift = {
      campaignId: campaign.campaignId,
      amountMinor: minor.minor,
      donorName: null,
      language,
    };
    try {
      await checkout.startOnce('sms', text.id, phone, gift, siteOf(deps, req));
    } catch (error) {
      if (error instanceof AppError && error.status < 500)
        return plainPhoneText(refusalIn(language, error, 'sms'));
      logger.error('a gift by text could not be started; the donor may text again', {
        error: String(error),
      });
      return smsText(language, 'sms.failed');
    }
    return smsText(language, 'sms.approve', {
      amount: wholeMoney(minor.minor, phone.facts.currency, language),
      title: campaign.title,
      wallet: phone.facts.wallet,
    });
  };

  /** Reads and answers one inbound text, unless this message was answered before or its number texts too much. */
  const receive = async (req: Request, text: InboundSms) => {
    if (await textedAlready(deps, 'reply', text.id)) return;
    const phone = callerPhoneOf(providers, text.from, text.networkCode);
    const number = phone?.e164 ?? `+${text.from.replace(/^\+/, '')}`;
    if (!(await mayText(number))) return;
    const language = languageOfCountry(phone?.country);
    const context = { system: true, correlationId: text.id, now: clock() };
    let words: string;
    if (ERASE_WORDS.test(text.text)) {
      await erasePhoneNumber(deps, number, context);
      words = smsText(language, 'sms.erased');
    } else
      words = phone ? await answerTo(req, text, phone, language) : smsText(language, 'sms.notHere');
    await textOnce(deps, { purpose: 'reply', regarding: text.id, to: number, words }, context);
  };

  /** Records a report of a text we sent; one repeated with the same status, or about another's text, is passed over. */
  const report = (fields: z.infer<typeof deliveryReport>) =>
    retryOnConflict(async () => {
      const [ours] = await store.readByType(['SmsSent'], { smsId: fields.id });
      if (!ours) return;
      const { events, version } = await store.readStream(smsDeliveryStream(fields.id));
      const last = events.at(-1);
      if (last?.type === 'SmsDeliveryReported' && last.data.status === fields.status) return;
      const now = clock();
      const event = {
        type: 'SmsDeliveryReported' as const,
        data: {
          smsId: fields.id,
          status: fields.status,
          failureReason: fields.failureReason || null,
          networkCode: fields.networkCode || null,
          reportedAt: now.toISOString(),
        },
      };
      await store.append([
        {
          streamId: smsDeliveryStream(fields.id),
          expected: version,
          events: withMetadata([event], { system: true, correlationId: fields.id, now }),
        },
      ]);
    });

  const form = express.urlencoded({ extended: false, limit: '10kb' });
  return Router()
    .post(
      '/v1/sms/:secret/inbound',
      ussdCallbackGuard(config.ussd),
      form,
      handle(async (req, res) => {
        await receive(req, parseInput(inboundSms, req.body ?? {}));
        res.status(200).end();
      }),
    )
    .post(
      '/v1/sms/:secret/delivery',
      ussdCallbackGuard(config.ussd),
      form,
      handle(async (req, res) => {
        await report(parseInput(deliveryReport, req.body ?? {}));
        res.status(200).end();
      }),
    );
};

const secretParam = z.object({ secret: z.string().describe('USSD_CALLBACK_SECRET') });
const guarded =
  '403 for a wrong secret or an address outside USSD_ALLOWED_ADDRESSES; mounted only when USSD_CALLBACK_SECRET and AFRICASTALKING_USERNAME/_API_KEY are set';

export const smsDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/sms/:secret/inbound',
    tag: 'phones',
    auth: 'public',
    params: secretParam,
    body: inboundSms,
    form: true,
    summary: `Africa's Talking's incoming message callback: "GIVE <code> <amount>" starts the mobile-money checkout once per message id, ERASE (EFFACER, FUTA) forgets the number; each message is answered once by text. ${guarded}`,
  },
  {
    method: 'post',
    path: '/v1/sms/:secret/delivery',
    tag: 'phones',
    auth: 'public',
    params: secretParam,
    body: deliveryReport,
    form: true,
    summary: `Africa's Talking's delivery report callback: records the report of a text we sent (SmsDeliveryReported); others and repeats are passed over. ${guarded}`,
  },
];
