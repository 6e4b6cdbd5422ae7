import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

let decoyHash: Promise<string> | undefined;

/** Verifies against the stored hash; with no account, spends the same time on a decoy so timing tells nothing. */
export const passwordMatches = async (hash: string | undefined, password: string) => {
  if (hash) return argon2.verify(hash, password).catch(() => false);
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await argon2.verify(await decoyHash, password).catch(() => false);
  return false;
};
