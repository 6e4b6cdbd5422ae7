import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Redeems the link of the follow's confirmation mail: the token is the proof, no sign-in needed. */
export const confirmFollow = (token: string) =>
  api.post<{ confirmed: boolean }>('/v1/follows/confirm', { token });

export const useConfirmFollow = () => useMutation({ mutationFn: confirmFollow });
