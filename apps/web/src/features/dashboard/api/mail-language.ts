import type { Language } from '@harambee/messages/src/language-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth-session';

/** The language Harambee writes the signed-in person's mails in, saved on their account. */
export const chooseMailLanguage = (language: Language) =>
  api.patch<{ language: Language }>('/v1/users/language', { language });

/** Once saved, the session knows it too, so the page shows the saved language after a reload. */
export const useChooseMailLanguage = () =>
  useMutation({
    mutationFn: chooseMailLanguage,
    onSuccess: ({ language }) => updateSessionUser({ language }),
  });
