import { type Language, message } from '@harambee/messages';
import { fitTitle, plainPhoneText } from '../ussd/ussd-screen';

/** GSM 03.38's basic alphabet: a text of only these (and the extension's, two septets each) goes 160 to a part. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€');

/** A long text goes in parts of 153 septets; ours take at most two, so no phone shows half a receipt. */
export const SMS_MOST_SEPTETS = 2 * 153;

/** The septets a text takes in GSM 7-bit, or Infinity when it needs UCS-2 (70 characters a part). */
export const gsmSeptets = (text: string) => {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENSION.has(character)) septets += 2;
    else return Number.POSITIVE_INFINITY;
  }
  return septets;
};

type Say = Parameters<typeof message>;

/** A catalogue text as a plain phone shows it, its campaign title shortened until it fits in two parts. */
export const smsText = (
  language: Language,
  key: Say[1],
  values: Record<string, string | number> & { title?: string } = {},
) =>
  fitTitle(
    (title) => plainPhoneText(message(language, key, { ...values, title })),
    values.title ?? '',
    SMS_MOST_SEPTETS,
    gsmSeptets,
  );
