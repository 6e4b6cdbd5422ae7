import { LANGUAGE_CODES, type Language } from '@harambee/messages';
import { readShortCode } from './short-code';

/** Presets offered as 1–3; 4 asks for another amount. */
export const PRESET_CHOICES = 3;
const OTHER_AMOUNT = String(PRESET_CHOICES + 1);
const MAX_NAME = 40;

/** Where a caller is in the menu, read from every answer so far (the gateway resends them all, joined by `*`). */
export type UssdSession = {
  language: Language;
  step:
    | 'welcome'
    | 'languages'
    | 'campaign'
    | 'typeAmount'
    | 'name'
    | 'confirm'
    | 'confirmed'
    | 'declined'
    | 'badChoice';
  /** The code as typed and read (null when it cannot be a code). */
  code?: string | null;
  /** A preset's place (1–3) or a typed whole amount in the phone's money. */
  amount?: { preset: number } | { typed: number };
  /** The donor's name, or null to give anonymously. */
  donorName?: string | null;
};

const wholeNumber = (typed: string) => (/^\d{1,9}$/.test(typed) ? Number(typed) : null);

/** The answers after the code: amount, name, confirmation. */
const afterCode = (session: UssdSession, answers: string[]): UssdSession => {
  const [choice, ...rest] = answers;
  if (choice === undefined) return { ...session, step: 'campaign' };
  const preset = wholeNumber(choice);
  if (choice === OTHER_AMOUNT) {
    const [typed, ...after] = rest;
    if (typed === undefined) return { ...session, step: 'typeAmount' };
    const amount = wholeNumber(typed);
    if (!amount) return { ...session, step: 'badChoice' };
    return afterAmount({ ...session, amount: { typed: amount } }, after);
  }
  if (!preset || preset > PRESET_CHOICES) return { ...session, step: 'badChoice' };
  return afterAmount({ ...session, amount: { preset } }, rest);
};

const afterAmount = (session: UssdSession, [name, confirm]: string[]): UssdSession => {
  if (name === undefined || name.trim() === '') return { ...session, step: 'name' };
  const donorName = name === '1' ? null : name.trim().slice(0, MAX_NAME);
  if (confirm === undefined) return { ...session, donorName, step: 'confirm' };
  const step = confirm === '1' ? 'confirmed' : confirm === '2' ? 'declined' : 'badChoice';
  return { ...session, donorName, step };
};

/**
 * Reads the gateway's `text` ("" at first, then the answers joined by `*`): 0 first opens the language choice,
 * then the code, then the amount, the name and the confirmation.
 */
export const readUssdText = (text: string, language: Language): UssdSession => {
  const answers = text === '' ? [] : text.split('*');
  let session: UssdSession = { language, step: 'welcome' };
  if (answers[0] === '0') {
    if (answers.length === 1) return { ...session, step: 'languages' };
    const chosen = LANGUAGE_CODES[Number(answers[1]) - 1];
    if (!chosen) return { ...session, step: 'badChoice' };
    session = { ...session, language: chosen };
    answers.splice(0, 2);
  }
  const [code, ...rest] = answers;
  if (code === undefined) return session;
  return afterCode({ ...session, code: readShortCode(code) }, rest);
};
