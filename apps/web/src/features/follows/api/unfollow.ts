import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The catalogue key of what is said when the server gives no reason. */
export const UNFOLLOW_FAILED = 'unfollow.failed';

export const unfollow = ({ followId, key }: { followId: string; key: string }) =>
  api.post<{ unfollowed: boolean }>(
    `/v1/follows/${encodeURIComponent(followId)}/unfollow?k=${encodeURIComponent(key)}`,
  );

/** The follow mail's one-click unfollow: the key in the link is the proof, no sign-in needed. */
export const useUnfollow = () => useMutation({ mutationFn: unfollow });
