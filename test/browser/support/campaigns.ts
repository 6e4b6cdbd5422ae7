import type { TestHarambee } from '../../support/harambee-server';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type NewCampaign = {
  title: string;
  creator: string;
  email: string;
  country: string;
  category?: string;
  goal?: number;
  days?: number;
};

/** A creator verifies by mail and creates a campaign; the admin approves it; resolves once it is public. */
export async function createApprovedCampaign(
  harambee: TestHarambee,
  campaign: NewCampaign,
): Promise<string> {
  const { api, smtp } = harambee;
  await api('/auth/request-verification', {
    method: 'POST',
    json: { email: campaign.email, name: campaign.creator, formData: { title: campaign.title } },
  });
  const link = new URL(smtp.linkIn(await smtp.waitForMail(campaign.email)));
  await api(`/auth/verify-token?${link.searchParams}`);
  const form = new FormData();
  const fields = {
    title: campaign.title,
    story: `<p>${campaign.title}: a business that serves its neighbourhood and grows with its backers.</p>`,
    goalAmount: String(campaign.goal ?? 2000),
    category: campaign.category ?? 'expansion',
    endDate: inDays(campaign.days ?? 12),
    name: campaign.creator,
    email: campaign.email,
    phone: '+254712345678',
    country: campaign.country,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    verificationToken: link.searchParams.get('token')!,
  };
  Object.entries(fields).forEach(([key, value]) => form.set(key, value));
  form.set('image', new Blob([PNG_1PX], { type: 'image/png' }), 'campaign.png');
  const created = await api('/v1/campaigns', { method: 'POST', body: form });
  if (created.status !== 201)
    throw new Error(`campaign not created: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.data.campaign._id;
  await api(`/v1/campaigns/${id}/approve`, { method: 'PATCH', token: harambee.adminToken });
  await eventually(
    () => api(`/v1/campaigns/public/${id}`),
    (answer) => answer.status === 200,
  );
  return id;
}
