import { logger } from '@harambee/database';
import { message } from '@harambee/messages';
import { AppError, handle, parseInput } from '@harambee/platform';
import { fromMinorUnits } from '@harambee/rules';
import express, { type Request, Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { derivedId } from '../core/derived-id';
import { withFeeCover } from '../payments/checkout-price';
import { providerForGift } from '../payments/choose-payment-provider';
import { idempotentStarts } from '../payments/idempotent-starts';
import { paymentStream } from '../payments/payment';
import type { PaymentProvider } from '../payments/payment-provider';
import { giftPricer } from '../payments/price-gift';
import { checkoutStarter } from '../payments/start-checkout';
import { ussdScreensPerPhone } from '../rate-limits/phone-limits';
import { type CallerPhone, callerPhone, languageOfCountry } from './caller-phone';
import { campaignFacts } from './campaign-facts';
import { refusalIn } from './refusal';
import { ussdCallbackGuard } from './callback-guard';
import { chosenAmountMinor, type UssdFacts, type UssdReply, ussdScreen } from './ussd-screen';
import { readUssdText, type UssdSession } from './ussd-session';

/** Africa's Talking's USSD callback, as it posts it (a form); other fields it may add are ignored. */
const ussdCallback = z.object({
  sessionId: z.string().trim().min(1).max(100),
  serviceCode: z.string().max(40),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/),
  networkCode: z.string().max(10).optional(),
  text: z.string().max(400).default(''),
});
type UssdCallback = z.infer<typeof ussdCallback>;

/** One payment per USSD session: a repeated callback names the same payment, whose stream is started once. */
export const ussdPaymentId = (sessionId: string) => `chk_${derivedId(`ussd:${sessionId}`)}`;

/**
 * `POST /api/v1/ussd/:secret`: each screen of the giving menu (see `ussd-session` and `ussd-screen`), answered as
 * plain text starting CON or END. The confirmed gift starts the web's mobile-money checkout, once per session.
 * Off (404) until USSD_CALLBACK_SECRET is set.
 */
export const ussdRoutes = (deps: CommandApiDeps, providers: readonly PaymentProvider[]) => {
  const { config, clock, store } = deps;
  if (!config.ussd.callbackSecret || !providers.length) return Router();
  const start = checkoutStarter(deps, providers);
  const once = idempotentStarts(clock);
  const priceGift = giftPricer(config);
  const mayAsk = ussdScreensPerPhone(deps.db, config.jwtSecret);

  const checkoutBody = (phone: CallerPhone, campaignId: string, session: UssdSession) => ({
    campaignId,
    amount: fromMinorUnits(chosenAmountMinor(session, phone.facts.currency)!, phone.facts.currency),
    currency: phone.facts.currency,
    method: 'mobileMoney',
    coverFees: true,
    phone: phone.e164,
    country: phone.country,
    mobileProvider: phone.mobileProvider,
    donorName: session.donorName ?? '',
    anonymous: session.donorName === null,
    language: session.language,
  });

  const quote = async (phone: CallerPhone, body: ReturnType<typeof checkoutBody>) => {
    const provider = providerForGift(providers, body)!.name;
    const request = { ...body, provider, method: 'mobileMoney' as const };
    const gift = await priceGift(request, clock());
    const { price } = withFeeCover(gift, provider, 'mobileMoney');
    return { amountMinor: gift.charge.amountMinor, totalMinor: price.charge.amountMinor };
  };

  /** Starts the session's checkout unless a callback of the same session already did. */
  const startOnce = (req: Request, call: UssdCallback, body: ReturnType<typeof checkoutBody>) =>
    once('ussd', call.sessionId, null, async () => {
      const paymentId = ussdPaymentId(call.sessionId);
      if ((await store.streamVersion(paymentStream(paymentId))) > 0) return;
      const now = clock();
      const context = { correlationId: paymentId, now, language: body.language };
      await start(
        body,
        context,
        config.publicUrl || `${req.protocol}://${req.get('host')}`,
        paymentId,
      );
    });

  /** The gift's price on the confirm screen, and its checkout once confirmed; a refusal is the caller's to read. */
  const priceOrStart = async (
    req: Request,
    call: UssdCallback,
    phone: CallerPhone,
    session: UssdSession,
    campaignId: string,
  ): Promise<Partial<UssdFacts>> => {
    const body = checkoutBody(phone, campaignId, session);
    try {
      if (session.step === 'confirm') return { price: await quote(phone, body) };
      await startOnce(req, call, body);
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
    const phone = providers
      .map(({ name }) => callerPhone(call.phoneNumber, call.networkCode, name))
      .find(Boolean);
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
