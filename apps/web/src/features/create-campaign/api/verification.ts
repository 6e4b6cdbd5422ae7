import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { languageOfPath, pathInLanguage } from '@/lib/i18n/language';

type VerificationRequest = { email: string; name: string; formData: Record<string, string> };

/**
 * Mails a verification link; the answer's token is a handle to ask about it later, not the mailed secret. The
 * link lands in the language the creator is using (`/sw/verify-email`).
 */
export const requestVerification = (request: VerificationRequest) =>
  api.post<{ token: string }>('/auth/request-verification', {
    ...request,
    redirectUrl: pathInLanguage(
      paths.verifyEmail.getHref(),
      languageOfPath(window.location.pathname),
    ),
  });

export const useRequestVerification = () => useMutation({ mutationFn: requestVerification });

/** With the handle this only reports; with the mailed link's token it confirms the address. */
export const checkVerification = (token: string, email: string, signal?: AbortSignal) =>
  api
    .get<{ verified: boolean }>('/auth/verify-token', { params: { token, email }, signal })
    .then((data) => data.verified === true);

export const useConfirmEmail = (token: string, email: string) =>
  useQuery({
    queryKey: ['auth', 'verify-email', token, email],
    queryFn: ({ signal }) => checkVerification(token, email, signal),
    enabled: Boolean(token && email),
    retry: false,
    staleTime: Infinity,
  });

/** What the creator had typed when the mail was sent (never passwords or the image), for the mailed link's holder. */
export const getVerificationData = (token: string, email: string) =>
  api
    .get<{ formData?: Record<string, unknown> }>('/auth/get-verification-data', {
      params: { token, email },
    })
    .then((data) => data.formData ?? {});
