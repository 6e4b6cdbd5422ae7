import { CARD_NUMBER_INPUT_MAX, formatCardNumber, formatExpiry } from './card';

describe('card entry', () => {
  it('when a number is typed, then it is grouped in fours, and American Express as 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('when a number is longer than 19 digits, then the extra digits are dropped', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('when the longest number is grouped, then it fits the input, which takes no more than that', () => {
    expect(formatCardNumber('4'.repeat(19))).toBe('4444 4444 4444 4444 444');
    expect(CARD_NUMBER_INPUT_MAX).toBe(formatCardNumber('4'.repeat(19)).length);
    expect(formatCardNumber('3'.repeat(3) + '7'.repeat(12)).length).toBeLessThanOrEqual(
      CARD_NUMBER_INPUT_MAX,
    );
  });

  it('when an expiry is typed, then the slash is added, and deleting it deletes the digit before', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});
