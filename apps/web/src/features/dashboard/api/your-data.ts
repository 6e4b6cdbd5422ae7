import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logout } from '@/lib/auth-session';
import { toast } from '@/lib/toast';

export const YOUR_DATA_FILE = 'harambee-your-data.json';
export const DATA_ERASED = 'Your personal data was erased and you have been signed out.';

/** Everything Harambee holds about the signed-in person, saved by the browser as a JSON file. */
export const downloadYourData = async () => {
  const data = await api.get<unknown>('/v1/users/me/data');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = YOUR_DATA_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
};

export const useDownloadYourData = () => useMutation({ mutationFn: downloadYourData });

/** A wrong password answers 403 (not a lost session), so it stays an error on the form. */
export const eraseYourData = (password: string) =>
  api.post<{ erased: boolean }>('/v1/users/me/erase', { password });

/** Once erased, every token of the person is refused: this browser forgets the session too. */
export const useEraseYourData = (onErased: () => void) =>
  useMutation({
    mutationFn: eraseYourData,
    onSuccess: () => {
      toast.success(DATA_ERASED);
      logout();
      onErased();
    },
  });
