import { readShortCode, SHORT_CODE_ALPHABET, shortCodeCandidate } from './short-code';

describe('a campaign short code', () => {
  it('when derived, then it is six characters a caller cannot misread, the same each time for the same try', () => {
    const code = shortCodeCandidate('campaign-1', 0);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(shortCodeCandidate('campaign-1', 0)).toBe(code);
    expect(shortCodeCandidate('campaign-1', 1)).not.toBe(code);
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('when a caller types it in lower case or with spaces, then it reads; a misreadable character does not', () => {
    expect(readShortCode(' 4kq 7px')).toBe('4KQ7PX');
    expect(readShortCode('4KQ7P0')).toBeNull();
    expect(readShortCode('4KQ7P')).toBeNull();
  });
});
