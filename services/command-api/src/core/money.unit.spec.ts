import { dollars } from './money';

const amount = dollars('Please enter a valid amount.');
const messageFor = (value: unknown) => {
  const parsed = amount.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('dollar amounts', () => {
  it.each([
    [25, 25],
    [10.5, 10.5],
    ['25', 25],
    [' 12.50 ', 12.5],
  ])('when %j is sent, as JSON or a form field, then it reads as %d', (value, expected) => {
    expect(amount.parse(value)).toBe(expected);
  });

  it.each([
    true,
    false,
    [7],
    { amount: 7 },
    null,
    undefined,
    '',
    '  ',
    'ten',
    '0x10',
    '1e3',
    '7,50',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    10.001,
    '10.001',
  ])('when %p is sent, then it is refused with the message given', (value) => {
    expect(messageFor(value)).toBe('Please enter a valid amount.');
  });
});
