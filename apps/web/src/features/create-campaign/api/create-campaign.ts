import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth-session';

export type NewCampaign = {
  title: string;
  story: string;
  goalAmount: number;
  category: string;
  endDate: string;
  image: File;
  name: string;
  email: string;
  phone: string;
  country: string;
  password: string;
  confirmPassword: string;
  verificationToken: string;
};

export type CreatedCampaign = {
  token: string;
  user: SessionUser;
  campaign: { _id: string; status: string };
};

export function createCampaign({ image, ...fields }: NewCampaign) {
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => form.set(key, String(value)));
  form.set('image', image, image.name);
  // A 401 here is a wrong password for an existing account, not an expired session.
  return api.post<CreatedCampaign>('/v1/campaigns', form, { expireSessionOn401: false });
}

export const useCreateCampaign = () => useMutation({ mutationFn: createCampaign });
