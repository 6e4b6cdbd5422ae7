import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SignedIn } from './login';

const resetPath = (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`;

export const checkResetLink = (token: string, signal?: AbortSignal) =>
  api.get<{ valid: boolean }>(resetPath(token), { signal });

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQueryOptions(token));

export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  api.post<SignedIn>(
    resetPath(token),
    { password, confirmPassword: password },
    { expireSessionOn401: false },
  );

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
