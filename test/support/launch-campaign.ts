import type { TestHarambee } from './harambee-server';
import { eventually } from './waiting';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type Launched = { campaignId: string; creatorToken: string; creatorId: string };

/**
 * A campaign as a creator makes one through the API: the mailed verification link, the form (the same
 * address and password again for a creator's next campaign), then, unless `approve` is false, the admin's approval.
 */
export const launchCampaign = async (
  harambee: TestHarambee,
  creator: { email: string; name: string; password?: string },
  options: {
    title: string;
    approve?: boolean;
    country?: string;
    category?: string;
    goal?: number;
    days?: number;
  },
): Promise<Launched> => {
  const { api, smtp } = harambee;
  const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(creator.email));
  const seen = mailsTo().length;
  const requested = await api('/auth/request-verification', {
    method: 'POST',
    json: { email: creator.email, name: creator.name, formData: { title: options.title } },
  });
  if (requested.status !== 200) throw new Error(`verification: ${JSON.stringify(requested.body)}`);
  const mails = await eventually(mailsTo, (all) => all.length > seen);
  const link = new URL(smtp.linkIn(mails.at(-1)!));
  await api(`/auth/verify-token?${link.searchParams}`);
  const fields = {
    title: options.title,
    story: `<p>${options.title}: the story.</p>`,
    goalAmount: String(options.goal ?? 1000),
    category: options.category ?? 'equipment',
    endDate: inDays(options.days ?? 10),
    name: creator.name,
    email: creator.email,
    phone: '+254712345678',
    country: options.country ?? 'Kenya',
    password: creator.password ?? 'Secret123',
    confirmPassword: creator.password ?? 'Secret123',
    verificationToken: link.searchParams.get('token')!,
  };
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => form.set(key, value));
  form.set('image', new Blob([PNG_1PX], { type: 'image/png' }), 'photo.png');
  const created = await api('/v1/campaigns', { method: 'POST', body: form });
  if (created.status >= 300) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const campaignId: string = created.body.data.campaign._id;
  if (options.approve !== false) {
    await api(`/v1/campaigns/${campaignId}/approve`, {
      method: 'PATCH',
      token: harambee.adminToken,
    });
    await eventually(
      () => api(`/v1/campaigns/public/${campaignId}`),
      (answer) => answer.status === 200,
    );
  }
  return {
    campaignId,
    creatorToken: created.body.data.token,
    creatorId: created.body.data.user._id,
  };
};

/** Grace Otieno pays `amount` dollars to the campaign with the sandbox's test card, as the in-page card form does. */
export const payByCard = (harambee: TestHarambee, campaignId: string, amount: number) =>
  harambee.api('/v1/payments/card', {
    method: 'POST',
    json: {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Grace Otieno',
      amount,
      campaignId,
    },
  });
