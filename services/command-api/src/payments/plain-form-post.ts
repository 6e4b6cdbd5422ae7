import { InvalidInputError } from '@harambee/platform';
import { LANGUAGES } from '@harambee/messages';

/** Why a plain form post that names no currency is refused: its amount could be read in the wrong money. */
export const CURRENCY_NOT_STATED = LANGUAGES.en.messages['api.currencyNotStated'];

/** A field of a form sent as `application/x-www-form-urlencoded`: text, or absent. */
const text = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === 'string' ? fields[name] : undefined;

/**
 * The donate page's form as the browser posts it when its scripts have not loaded: ticked boxes come as "on",
 * the payment method as the form names it. Answers the JSON body the checkout call takes. The amount and its
 * currency travel together: unlike the JSON call, which reads dollars unless told, a post naming no currency is
 * refused (400), never read as dollars.
 */
export const checkoutFromPlainForm = (fields: Record<string, unknown>) => {
  const method = text(fields, 'paymentMethod');
  const mobileMoney = method === 'mobileMoney';
  return {
    amount: text(fields, 'amount'),
    currency: text(fields, 'currency'),
    campaignId: text(fields, 'campaignId'),
    donorName: text(fields, 'donorName') ?? '',
    message: text(fields, 'message') ?? '',
    email: text(fields, 'email') || null,
    anonymous: text(fields, 'anonymous') === 'on',
    keepPosted: text(fields, 'keepPosted') === 'on',
    coverFees: text(fields, 'coverFees') === 'on',
    // Crypto is asked of the crypto provider, and refused where none is configured: never charged to a card.
    method: mobileMoney ? 'mobileMoney' : method === 'bitcoin' ? 'crypto' : 'card',
    language: text(fields, 'language'),
    ...(mobileMoney && {
      country: text(fields, 'country'),
      mobileProvider: text(fields, 'mobileProvider'),
      phone: text(fields, 'phone'),
    }),
  };
};

/** Refuses a plain form post whose amount names no currency. */
export const refuseUnstatedCurrency = (fields: { currency?: string }) => {
  if (!fields.currency?.trim()) throw new InvalidInputError({ key: 'api.currencyNotStated' });
};
