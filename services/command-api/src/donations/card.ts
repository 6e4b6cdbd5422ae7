import {
  CARD_MESSAGES,
  cardNumberIsValid,
  cvvError,
  cvvIsValid,
  expiryIsValid,
  normaliseCardNumber,
} from '@harambee/rules';
import { z } from 'zod';

/** The card form's fields; `clock` gives the date an expiry is checked against, read at each parse. */
export const cardFields = (clock: () => Date) => ({
  cardNumber: z
    .string({ error: CARD_MESSAGES.number })
    .transform(normaliseCardNumber)
    .refine(cardNumberIsValid, CARD_MESSAGES.number),
  expiry: z
    .string({ error: CARD_MESSAGES.expiry })
    .trim()
    .refine((value) => expiryIsValid(value, clock()), CARD_MESSAGES.expiry),
  cvv: z.string({ error: CARD_MESSAGES.cvv }).trim(),
  cardholderName: z
    .string({ error: CARD_MESSAGES.holder })
    .trim()
    .min(1, CARD_MESSAGES.holder)
    .max(100, CARD_MESSAGES.holder),
});

/** The CVV's length depends on the card type, so it is checked against the number once both are parsed. */
export const cvvFitsCard = (card: { cardNumber: string; cvv: string }) =>
  cvvIsValid(card.cvv, card.cardNumber);

export const cardDetails = (clock: () => Date) =>
  z.object(cardFields(clock)).refine(cvvFitsCard, cvvError);
export type CardDetails = z.infer<ReturnType<typeof cardDetails>>;
