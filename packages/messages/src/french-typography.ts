import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** U+202F, the narrow no-break space: before `; ! ?` and between groups of thousands (as Intl writes them in French). */
export const NARROW_NBSP = '\u202F';
/** U+00A0, the no-break space: before `:`, inside « » and between a number and `$`. */
export const NBSP = '\u00A0';

/** Spans of the message's own words (offsets in the source), outside `{…}` arguments and `<tag>` names. */
const literalSpans = (elements: MessageFormatElement[]): { start: number; end: number }[] =>
  elements.flatMap((element) => {
    if (element.type === TYPE.literal)
      return element.location
        ? [{ start: element.location.start.offset, end: element.location.end.offset }]
        : [];
    if ('options' in element)
      return Object.values(element.options).flatMap((option) => literalSpans(option.value));
    if ('children' in element) return literalSpans(element.children);
    return [];
  });

const SPACES = '[ \\u00A0\\u202F]';
/** Web and mail addresses stay as typed. */
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|&#?\w+;/g;

/** French typography on a run of plain words (no ICU syntax, no addresses). */
const setWords = (words: string, startsMessage: boolean, endsMessage: boolean): string => {
  let text = words
    // One apostrophe: the typographic one.
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
    // « inside » with no-break spaces.
    .replace(new RegExp(`«${SPACES}*`, 'g'), `«${NBSP}`)
    .replace(new RegExp(`${SPACES}*»`, 'g'), `${NBSP}»`)
    // A narrow no-break space before ; ! ? and a no-break space before : (not inside a time such as 10:30).
    .replace(new RegExp(`${SPACES}*([;!?]+)`, 'g'), `${NARROW_NBSP}$1`)
    .replace(new RegExp(`${SPACES}*:(?!\\d)`, 'g'), `${NBSP}:`)
    // Thousands grouped (5 000); phone numbers (starting with 0), years (1900 to 2099) and RFC numbers left alone.
    .replace(
      /(?<![\d\p{L}+#.,])(?<!RFC )(?!0)(?!(?:19|20)\d\d(?!\d))\d{4,}(?![\d\p{L}])/gu,
      (number) => number.replace(/\B(?=(\d{3})+$)/g, NARROW_NBSP),
    )
    .replace(
      /(?<![\d+])(\d{1,3})((?:[ \u00A0]\d{3})+)(?![ \u00A0]?\d)/g,
      (_, head: string, rest: string) => `${head}${rest.replace(/[ \u00A0]/g, NARROW_NBSP)}`,
    )
    // A number keeps its unit: 50 $, 25 %.
    .replace(/(?<=\d) \$/g, `${NBSP}$`)
    .replace(/(?<=\d)[ \u00A0]%/g, `${NARROW_NBSP}%`);
  // No space added at the very start of a message (a sentence does not start with « : » or « ? »).
  if (startsMessage) text = text.replace(new RegExp(`^[${NBSP}${NARROW_NBSP}]+(?=[;:!?])`), '');
  if (endsMessage) text = text.replace(new RegExp(`«[${NBSP}]$`), '«');
  return text;
};

/** The words of a span set by `setWords`, addresses inside it kept as typed. */
const setSpan = (span: string, startsMessage: boolean, endsMessage: boolean): string => {
  let result = '';
  let last = 0;
  for (const address of span.matchAll(ADDRESS)) {
    const index = address.index;
    result += setWords(span.slice(last, index), startsMessage && last === 0, false) + address[0];
    last = index + address[0].length;
  }
  return result + setWords(span.slice(last), startsMessage && last === 0, endsMessage);
};

/**
 * A French message set by the rules of French typography: U+202F before `; ! ?`, U+00A0 before `:` and inside « »,
 * grouped thousands in numbers typed in the text, the typographic apostrophe. Only the message's own words change:
 * ICU arguments (`{amount}`, plural and select syntax), tag names and web or mail addresses stay as they are.
 */
export const frenchTypography = (message: string): string => {
  const spans = literalSpans(parse(message, { captureLocation: true }));
  let result = '';
  let last = 0;
  for (const { start, end } of [...spans].sort((a, b) => a.start - b.start)) {
    result +=
      message.slice(last, start) +
      setSpan(message.slice(start, end), start === 0, end === message.length);
    last = end;
  }
  return result + message.slice(last);
};
