import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';

export const CONTACT_MESSAGE_ERASED = "The sender's name, email and message were erased.";

/** Destroys the message's key: its name, email and text read as erased everywhere, for good. */
export const eraseContactMessage = (messageId: string) =>
  api.post<{ erased: boolean }>(`/v1/admin/contact-messages/${messageId}/erase`, {
    reason: 'Erased by an admin',
  });

export const useEraseContactMessage = (onErased: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseContactMessage,
    onSuccess: async () => {
      toast.success(CONTACT_MESSAGE_ERASED);
      await queryClient.invalidateQueries({ queryKey: adminKeys.contacts() });
      onErased();
    },
  });
};
