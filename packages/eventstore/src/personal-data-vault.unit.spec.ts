import { randomBytes } from 'node:crypto';
import { isSealed, openWith, sealWith, subjectOf } from './personal-data-vault';

describe('sealing personal data with a subject key', () => {
  const key = randomBytes(32);

  it('when a value is sealed, then it reads pii:v1 with its subject and opens back with the same key', () => {
    const sealed = sealWith(key, 'user-1', 'amina@example.org');
    expect(sealed).toMatch(/^pii:v1:user-1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain('amina');
    expect(isSealed(sealed)).toBe(true);
    expect(subjectOf(sealed)).toBe('user-1');
    expect(openWith(key, sealed)).toBe('amina@example.org');
  });

  it('when the same value is sealed twice, then the two texts differ (a fresh iv each time)', () => {
    expect(sealWith(key, 'user-1', '0712345678')).not.toBe(sealWith(key, 'user-1', '0712345678'));
  });

  it('when the ciphertext is altered, then opening throws instead of answering other data', () => {
    const sealed = sealWith(key, 'user-1', 'amina@example.org');
    const parts = sealed.split(':');
    const ciphertext = Buffer.from(parts[5]!, 'base64url');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[5] = ciphertext.toString('base64url');
    expect(() => openWith(key, parts.join(':'))).toThrow();
  });

  it('when a sealed value is moved to another subject, then opening throws (the subject is authenticated)', () => {
    const moved = sealWith(key, 'user-1', 'amina@example.org').replace(
      'pii:v1:user-1:',
      'pii:v1:user-2:',
    );
    expect(() => openWith(key, moved)).toThrow();
  });

  it('when another key opens it, then opening throws', () => {
    expect(() => openWith(randomBytes(32), sealWith(key, 'user-1', 'x'))).toThrow();
  });

  it('when the text is not in the sealed format, then opening throws a clear error', () => {
    expect(() => openWith(key, 'pii:v1:user-1:abc')).toThrow('Sealed personal data is malformed');
  });
});
