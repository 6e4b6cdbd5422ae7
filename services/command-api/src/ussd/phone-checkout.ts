import type { Language } from '@harambee/messages';
import { type CurrencyCode, fromMinorUnits } from '@harambee/rules';
import type { CommandApiDeps } from '../core/deps';
import { derivedId } from '../core/derived-id';
import { withFeeCover } from '../payments/checkout-price';
import { providerForGift } from '../payments/choose-payment-provider';
import { idempotentStarts } from '../payments/idempotent-starts';
import { paymentStream } from '../payments/payment';
import type { PaymentProvider } from '../payments/payment-provider';
import { giftPricer } from '../payments/price-gift';
import { checkoutStarter } from '../payments/start-checkout';
import { recordPhoneGift } from '../sms/phone-gift';
import type { CallerPhone } from './caller-phone';

export type PhoneChannel = 'ussd' | 'sms';

/** One payment per USSD session or inbound text: a repeat names the same payment, whose stream is started once. */
export const phonePaymentId = (channel: PhoneChannel, id: string) =>
  `chk_${derivedId(`${channel}:${id}`)}`;

export type PhoneGift = {
  campaignId: string;
  amountMinor: number;
  /** Null to give anonymously. */
  donorName: string | null;
  language: Language;
};

/**
 * The web's mobile-money checkout, as a phone without a browser asks for it (the USSD menu, a GIVE text): the price
 * it would charge, and its start, once per session or message, with the number it came from noted for its receipt.
 */
export const phoneCheckout = (deps: CommandApiDeps, providers: readonly PaymentProvider[]) => {
  const { config, clock, store } = deps;
  const start = checkoutStarter(deps, providers);
  const once = idempotentStarts(clock);
  const priceGift = giftPricer(config);

  const checkoutBody = (phone: CallerPhone, gift: PhoneGift) => ({
    campaignId: gift.campaignId,
    amount: fromMinorUnits(gift.amountMinor, phone.facts.currency),
    currency: phone.facts.currency as CurrencyCode,
    method: 'mobileMoney' as const,
    coverFees: true,
    phone: phone.e164,
    country: phone.country,
    mobileProvider: phone.mobileProvider,
    donorName: gift.donorName ?? '',
    anonymous: gift.donorName === null,
    language: gift.language,
  });

  /** The gift and its whole charge with the fees covered, in the phone's minor units. */
  const quote = async (phone: CallerPhone, gift: PhoneGift) => {
    const body = checkoutBody(phone, gift);
    const provider = providerForGift(providers, body)!.name;
    const priced = await priceGift({ ...body, provider }, clock());
    const { price } = withFeeCover(priced, provider, 'mobileMoney');
    return { amountMinor: priced.charge.amountMinor, totalMinor: price.charge.amountMinor };
  };

  /** Starts the checkout unless a repeat of the same session or message already did; refusals are AppErrors. */
  const startOnce = (
    channel: PhoneChannel,
    id: string,
    phone: CallerPhone,
    gift: PhoneGift,
    site: string,
  ) =>
    once(channel, id, null, async () => {
      const paymentId = phonePaymentId(channel, id);
      if ((await store.streamVersion(paymentStream(paymentId))) > 0) return;
      const context = { correlationId: paymentId, now: clock(), language: gift.language };
      await start(checkoutBody(phone, gift), context, site, paymentId);
      await recordPhoneGift(
        deps,
        { paymentId, phone: phone.e164, channel, language: gift.language },
        context,
      );
    });

  return { quote, startOnce };
};
