import { randomBytes } from 'node:crypto';
import { openingOnce } from './opened-values';
import { sealWith } from './personal-data-vault';

describe('opening sealed values once', () => {
  const key = randomBytes(32);

  it('when a sealed value is opened again, then it answers what it opened without decrypting again', () => {
    const { open } = openingOnce();
    const sealed = sealWith(key, 'donation-1', 'Amina Njeri');
    expect(open(key, sealed)).toBe('Amina Njeri');
    expect(open(randomBytes(32), sealed)).toBe('Amina Njeri');
  });

  it('when a value sealed here is opened, then it answers the value without decrypting', () => {
    const { open, seal } = openingOnce();
    const sealed = seal(key, 'donation-1', 'Amina Njeri');
    expect(sealed).toMatch(/^pii:v1:donation-1:/);
    expect(open(randomBytes(32), sealed)).toBe('Amina Njeri');
    expect(open(key, sealWith(key, 'donation-1', 'Amina Njeri'))).toBe('Amina Njeri');
  });

  it('when a value is altered, then it is a text never opened, and opening it throws', () => {
    const { open } = openingOnce();
    const sealed = sealWith(key, 'donation-1', 'Amina Njeri');
    open(key, sealed);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => open(key, altered)).toThrow();
  });

  it('when many more values than it keeps are opened, then the first is decrypted again', () => {
    const { open } = openingOnce();
    const first = sealWith(key, 'donation-1', 'Amina Njeri');
    open(key, first);
    for (let gift = 2; gift <= 5_000; gift++) open(key, sealWith(key, `donation-${gift}`, 'x'));
    expect(() => open(randomBytes(32), first)).toThrow();
  });
});
