import { message } from './format';
import { type Language, LANGUAGES, type MessageKey } from './languages';

/** Whether a text is a catalogue key (a schema's or an event's words by key) rather than words themselves. */
export const isMessageKey = (text: string): text is MessageKey =>
  Object.hasOwn(LANGUAGES.en.messages, text);

/**
 * A reason an event stores, in a language: newer events store a catalogue key (`refund.reason.failedAtProvider`),
 * said in the reader's language; older events' English and an admin's free text stay as they were written.
 */
export const reasonIn = (language: Language, reason: string): string =>
  isMessageKey(reason) ? message(language, reason) : reason;

/** Whether a stored reason is the one of `key`: the key itself, or, in events older than keys, its English. */
export const isReason = (reason: string, key: MessageKey): boolean =>
  reason === key || reason === message('en', key);
