import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (email: string) =>
  api.post<{ message?: string }>('/auth/forgot-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
