import { paymentMethods, type DonationFormInput } from '../form-checks';

const TEXT_FIELDS = [
  'amount',
  'donorName',
  'email',
  'message',
  'country',
  'mobileProvider',
  'phone',
] as const;
const TICKED_FIELDS = ['anonymous', 'keepPosted', 'coverFees'] as const;

const isPaymentMethod = (value: string | null): value is DonationFormInput['paymentMethod'] =>
  (paymentMethods as readonly (string | null)[]).includes(value);

/**
 * What a donor typed before a plain form post was refused: the server keeps the fields as the browser posted them
 * (ticked boxes as "on") and its error page links back to the form with their reference; the form starts from them.
 */
export const keptValues = (search: URLSearchParams): Partial<DonationFormInput> => {
  const kept: Partial<DonationFormInput> = {};
  for (const name of TEXT_FIELDS) {
    const value = search.get(name);
    if (value !== null) kept[name] = value;
  }
  for (const name of TICKED_FIELDS) if (search.get(name) === 'on') kept[name] = true;
  const method = search.get('paymentMethod');
  if (isPaymentMethod(method)) kept.paymentMethod = method;
  return kept;
};
