import { logger } from '@harambee/database';
import { message } from '@harambee/messages';
import { type ApiRoute, AppError, handle, parseInput } from '@harambee/platform';
import express, { type Request, Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import type { PaymentProvider } from '../payments/payment-provider';
import { ussdScreensPerPhone } from '../rate-limits/phone-limits';
import {
  type CallerPhone,
  callerPhoneOf,
  gatewayPhoneNumber,
  languageOfCountry,
} from './caller-phone';
import { campaignFacts } from './campaign-facts';
import { phoneCheckout, phonePaymentId } from './phone-checkout';
import { refusalIn } from './refusal';
import { ussdCallbackGuard } from './callback-guard';
import { chosenAmountMinor, type UssdFacts, type UssdReply, ussdScreen } from './ussd-screen';
import { readUssdText, type UssdSession } from './ussd-session';

/** Africa's Talking's USSD callback, as it posts it (a form); other fields it may add are ignored. */
const ussdCallback = z.object({
  sessionId: z.string().trim().min(1).max(100),
  serviceCode: z.string().max(40),
  phoneNumber: gatewayPhoneNumber,
  networkCode: z.string().max(10).optional(),
  text: z.string().max(400).default(''),
});
type UssdCallback = z.infer<typeof ussdCallback>;

/** One payment per USSD session: a repeated callback names the same payment, whose stream is started once. */
export const ussdPaymentId = (sessionId: string) => phonePaymentId('ussd', sessionId);

/** Where the site's pages are, for the checkout's return links. */
export const siteOf = (deps: CommandApiDeps, req: Request) =>
  deps.config.publicUrl || `${req.protocol}://${req.get('host')}`;

/** Whether the menu is answered: a secret guarding its callback and a provider to charge the gifts it starts. */
export const ussdOn = (config: CommandApiDeps['config'], providers: readonly PaymentProvider[]) =>
  Boolean(config.ussd.callbackSecret) && providers.length > 0;

/**
 * `POST /api/v1/ussd/:secret`: each screen of the giving menu (see `ussd-session` and `ussd-screen`), answered as
 * plain text starting CON or END. The confirmed gift starts the web's mobile-money checkout, once per session.
 * Off (404) until USSD_CALLBACK_SECRET is set.
 */
export const ussdRoutes = (deps: CommandApiDeps, providers: readonly PaymentProvider[]) => {
  const { config, clock } = deps;
  if (!ussdOn(config, providers)) return Router();
  const checkout = phoneCheckout(deps, providers);
  const mayAsk = ussdScreensPerPhone(deps.db, config.jwtSecret);

  /** The gift's price on the confirm screen, and its checkout once confirmed; a refusal is the caller's to read. */
  const priceOrStart = async (
    req: Request,
    call: UssdCallback,
    phone: CallerPhone,
    session: UssdSession,
    campaignId: string,
  ): Promise<Partial<UssdFacts>> => {
    const gift = {
      campaignId,
      amountMinor: chosenAmountMinor(session, phone.facts.currency)!,
      donorName: session.donorName ?? null,
      language: session.language,
    };
    try {
      if (session.step === 'confirm') return { price: await checkout.quote(phone, gift) };
      await checkout.startOnce('ussd', call.sessionId, phone, gift, siteOf(deps, req));
      return {};
    } catch (error) {
      if (error instanceof AppError && error.status < 500)
        return { refusal: refusalIn(session.language, error) };
      logger.error('a USSD gift could not be started; the caller may dial again', {
        error: String(error),
      });
      return { refusal: message(session.language, 'ussd.failed') };
    }
  };

  const answer = async (req: Request, call: UssdCallback): Promise<UssdReply> => {
    const phone = callerPhoneOf(providers, call.phoneNumber, call.networkCode);
    const session = readUssdText(call.text, languageOfCountry(phone?.country));
    if (!phone) return ussdScreen(session, { phone: null });
    if (!(await mayAsk(phone.e164))) return `END ${message(session.language, 'ussd.tooMany')}`;
    const campaign = session.code ? await campaignFacts(deps, session.code, clock()) : undefined;
    const facts: UssdFacts = { phone: phone.facts, campaign: campaign ?? null };
    const giving = session.step === 'confirm' || session.step === 'confirmed';
    if (!campaign?.open || !giving) return ussdScreen(session, facts);
    const priced = await priceOrStart(req, call, phone, session, campaign.campaignId);
    return ussdScreen(session, { ...facts, ...priced });
  };

  return Router().post(
    '/v1/ussd/:secret',
    ussdCallbackGuard(config.ussd),
    express.urlencoded({ extended: false, limit: '10kb' }),
    handle(async (req, res) => {
      const call = parseInput(ussdCallback, req.body ?? {});
      res.type('text/plain').send(await answer(req, call));
    }),
  );
};

export const ussdDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/ussd/:secret',
    tag: 'phones',
    auth: 'public',
    params: z.object({ secret: z.string().describe('USSD_CALLBACK_SECRET') }),
    body: ussdCallback,
    form: true,
    summary:
      "Africa's Talking's USSD callback: answers each screen of the giving menu as text/plain starting CON or END (≤ 182 characters); a confirmed gift starts the mobile-money checkout once per sessionId. 403 for a wrong secret or an address outside USSD_ALLOWED_ADDRESSES; mounted only when USSD_CALLBACK_SECRET is set",
  },
];
