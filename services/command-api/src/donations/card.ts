import type { MessageKey } from '@harambee/messages';
import { refuseWith } from '@harambee/platform';
import {
  cardNumberIsValid,
  cvvIsValid,
  cvvWords,
  expiryIsValid,
  normaliseCardNumber,
} from '@harambee/rules';
import { z } from 'zod';

/** The card form's refusals, by catalogue key (said in the donor's language by parseInput). */
const CARD = {
  number: 'card.numberInvalid',
  expiry: 'card.expiryInvalid',
  cvv: 'card.cvvInvalid',
  holder: 'card.holderRequired',
} as const satisfies Record<string, MessageKey>;

/** The card form's fields; `clock` gives the date an expiry is checked against, read at each parse. */
export const cardFields = (clock: () => Date) => ({
  cardNumber: z
    .string({ error: CARD.number })
    .transform(normaliseCardNumber)
    .refine(cardNumberIsValid, CARD.number),
  expiry: z
    .string({ error: CARD.expiry })
    .trim()
    .refine((value) => expiryIsValid(value, clock()), CARD.expiry),
  cvv: z.string({ error: CARD.cvv }).trim(),
  cardholderName: z.string({ error: CARD.holder }).trim().min(1, CARD.holder).max(100, CARD.holder),
});

/** The CVV's length depends on the card type, so it is checked against the number once both are parsed. */
export const cvvFitsCard = (card: { cardNumber: string; cvv: string }) =>
  cvvIsValid(card.cvv, card.cardNumber);

/** A card whose CVV does not fit its type is refused on the CVV, in words that name the type's length and side. */
export const refuseUnfitCvv = (
  card: { cardNumber: string; cvv: string },
  context: z.RefinementCtx,
) => {
  if (!cvvFitsCard(card)) refuseWith(context, cvvWords(card.cardNumber), ['cvv']);
};

export const cardDetails = (clock: () => Date) =>
  z.object(cardFields(clock)).superRefine(refuseUnfitCvv);
export type CardDetails = z.infer<ReturnType<typeof cardDetails>>;
