import { createHmac, timingSafeEqual } from 'node:crypto';

/** The secret in a follow mail's unfollow link: derived, never stored, so it works without signing in. */
export const unfollowKey = (secret: string, followId: string) =>
  createHmac('sha256', secret).update(`unfollow:${followId}`).digest('base64url').slice(0, 32);

export const isUnfollowKey = (secret: string, followId: string, key: string) => {
  const expected = Buffer.from(unfollowKey(secret, followId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const unfollowPath = (secret: string, followId: string) =>
  `/unfollow/${encodeURIComponent(followId)}?k=${unfollowKey(secret, followId)}`;
