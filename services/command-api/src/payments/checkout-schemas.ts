import type { MessageKey } from '@harambee/messages';
import { keyWith, refuseWith } from '@harambee/platform';
import {
  CURRENCY_CODES,
  isMobileMoneyCountry,
  isMobileMoneyProvider,
  mobileMoneyProvidersIn,
  normaliseMobileMoneyPhone,
  notOfferedWords,
} from '@harambee/rules';
import { z } from 'zod';
import { strictForm } from '../core/strict-form';
import { backer, GIFT_MESSAGES, nameUnlessAnonymous } from '../donations/donation-schemas';
import { paymentMethods } from './payment-provider';

/** The checkout form's own refusals, by catalogue key (said in the donor's language by parseInput). */
export const CHECKOUT_MESSAGES = {
  method: 'api.checkout.method',
  coverFees: 'api.checkout.coverFees',
  country: 'mobileMoney.countryRequired',
  provider: 'mobileMoney.providerRequired',
} as const satisfies Record<string, MessageKey>;

const UNKNOWN_CURRENCY = keyWith({
  key: 'api.currency.unknown',
  values: { currencies: CURRENCY_CODES.join(', ') },
});

const typed = z.string().trim().max(40).optional();

/**
 * `POST /api/v1/payments/checkout`: the gift and how it is paid. For mobile money the country, wallet and
 * phone must fit together, and the phone comes out in E.164 form (`0712 345 678` in KE is `+254712345678`).
 * `amount` is in `currency` (US dollars unless named); its limits apply to the US-dollar equivalent.
 */
export const checkoutForm = strictForm({
  ...backer,
  /** In `currency`, as typed: read into its minor units (never through a float) when the gift is priced. */
  amount: z.union([z.number(), z.string().max(40)], { error: GIFT_MESSAGES.amount }),
  currency: z.string().trim().toUpperCase().max(3, UNKNOWN_CURRENCY).default('USD'),
  /** `crypto` is an invoice of the crypto provider, taken only where one is configured. */
  method: z.enum([...paymentMethods, 'crypto'], { error: CHECKOUT_MESSAGES.method }),
  /** Pay the gift's fees on top: the amount is the server's, from the rules, never the client's. */
  coverFees: z.boolean({ error: CHECKOUT_MESSAGES.coverFees }).default(false),
  phone: typed,
  country: typed,
  mobileProvider: typed,
  /** The language the donor reads (a catalogue code); anything else falls back to their Accept-Language. */
  language: typed,
})
  .refine(nameUnlessAnonymous, { message: GIFT_MESSAGES.name, path: ['donorName'] })
  .transform((form, ctx) => {
    const { phone, country = '', mobileProvider = '', ...gift } = form;
    if (gift.method !== 'mobileMoney') return { ...gift };
    if (!isMobileMoneyCountry(country)) {
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.country, path: ['country'] });
      return z.NEVER;
    }
    if (!isMobileMoneyProvider(mobileProvider)) {
      ctx.addIssue({
        code: 'custom',
        message: CHECKOUT_MESSAGES.provider,
        path: ['mobileProvider'],
      });
      return z.NEVER;
    }
    if (!mobileMoneyProvidersIn(country).includes(mobileProvider)) {
      refuseWith(ctx, notOfferedWords(mobileProvider, country), ['mobileProvider']);
      return z.NEVER;
    }
    const number = normaliseMobileMoneyPhone(phone ?? '', country);
    if (!number.ok) {
      refuseWith(ctx, number.words, ['phone']);
      return z.NEVER;
    }
    return { ...gift, country, mobileProvider, phone: number.e164 };
  });
export type CheckoutForm = z.infer<typeof checkoutForm>;
