/**
 * Secrets that were ever written in our own files (docker-compose.yml's old fallback, examples in the READMEs):
 * anyone can read them, so none of them may sign tokens in production. Add any new example here.
 */
export const KNOWN_PLACEHOLDER_SECRETS: readonly string[] = [
  'compose-only-secret-set-JWT_SECRET-for-real-use',
];

/** Below this estimate a secret is guessable; a random 32-character hex key scores about 115. */
export const MIN_SECRET_BITS = 80;

export const HOW_TO_MAKE_A_SECRET =
  "make one with `openssl rand -base64 48` or `node -e \"console.log(require('crypto').randomBytes(48).toString('base64'))\"`";

/** Bits by the characters' spread (Shannon entropy × length): 0 for one repeated character. */
export const estimatedBits = (secret: string) => {
  const counts = new Map<string, number>();
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...secret].length;
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / length);
  return bits;
};

/** A shorter piece written over and over, as `changeme-changeme-…`: the text has a period of half or less. */
const repeatsItself = (secret: string) => {
  for (let period = 1; period <= secret.length / 2; period++)
    if (secret.slice(period) === secret.slice(0, -period)) return true;
  return false;
};

/** Why the secret must not sign tokens in production, or undefined when it may. */
export const weakSecretReason = (secret: string): string | undefined => {
  if (KNOWN_PLACEHOLDER_SECRETS.includes(secret)) return 'is a placeholder published in our files';
  if (repeatsItself(secret)) return 'repeats itself';
  if (estimatedBits(secret) < MIN_SECRET_BITS) return 'is too easy to guess';
  return undefined;
};
