import { message } from './format';
import { type Language, LANGUAGES, type MessageKey } from './languages';
import { reasonWords } from './reason-words';

/** Whether a text is a catalogue key (a schema's or an event's words by key) rather than words themselves. */
export const isMessageKey = (text: string): text is MessageKey =>
  Object.hasOwn(LANGUAGES.en.messages, text);

/**
 * A reason an event stores, in a language: newer events store a catalogue key (`refund.reason.failedAtProvider`), or
 * one with its arguments (`reasonWithValues`), said in the reader's language; older events' English and an admin's
 * free text stay as they were written.
 */
export const reasonIn = (language: Language, reason: string): string => {
  const words = reasonWords(reason);
  if (words && isMessageKey(words.key)) return message(language, words.key, words.values);
  return isMessageKey(reason) ? message(language, reason) : reason;
};

/** Whether a stored reason is the one of `key`: the key itself, or, in events older than keys, its English. */
export const isReason = (reason: string, key: MessageKey): boolean =>
  reason === key || reason === message('en', key);
