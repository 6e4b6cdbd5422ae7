import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth-session';

export type Credentials = { email: string; password: string; rememberMe: boolean };
export type SignedIn = { user: SessionUser; token: string };

/** A 401 here means wrong credentials, not an expired session. */
export const login = (credentials: Credentials) =>
  api.post<SignedIn>('/auth/login', credentials, { expireSessionOn401: false });

export const useLogin = () => useMutation({ mutationFn: login });
