import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SignedIn } from './login';

/** Redeems the one-time link mailed when wrong passwords slow an account down; answers as login does. */
export const signInWithLink = (token: string) =>
  api.post<SignedIn>('/auth/sign-in-link', { token }, { expireSessionOn401: false });

export const useSignInWithLink = () => useMutation({ mutationFn: signInWithLink });
