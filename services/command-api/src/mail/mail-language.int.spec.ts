import { waitForSubject } from '../money-out/testing/wait-for-subject';
import {
  campaignForm,
  commandApiForTests,
  createApprovedCampaign,
  createVerifiedCampaign,
  verifiedCampaignFields,
} from '../testing/command-api-under-test';

const backer = {
  amount: 25,
  donorName: 'Wanjiru Kamau',
  anonymous: false,
  message: '',
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
};
const gift = {
  ...backer,
  method: 'mobileMoney',
  country: 'KE',
  mobileProvider: 'mpesa',
};
let phones = 0;
/** A number of its own for each gift: one number gets only a few prompts an hour. */
const nextPhone = () => `0712 345 ${String(++phones).padStart(3, '0')}`;
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Wanjiru Kamau',
};
const receiptNumber = /HB-\d{4}-\d{6}/;

describe('mails in the language the person used when they were caused', () => {
  const api = commandApiForTests({ processManagers: true });
  let campaignId: string;
  beforeAll(async () => {
    ({ campaignId } = await createApprovedCampaign(api));
  });

  /** A paid gift by mobile money, asked for in `acceptLanguage`; answers the donor's receipt mail. */
  const receiptFor = async (acceptLanguage: string, fields: Record<string, unknown> = {}) => {
    const email = `donor-${Math.random().toString(36).slice(2)}@example.org`;
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      headers: { 'accept-language': acceptLanguage },
      json: { ...gift, phone: nextPhone(), email, campaignId, ...fields },
    });
    expect(started.status).toBe(201);
    await fetch(`${api.origin}/sandbox/checkout/${started.body.data.paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'approve' }),
    });
    return api.smtp.waitForMail(email);
  };

  it('when a gift is made in Swahili, then its receipt mail is in Swahili, subject and body, with money as Swahili writes it, linking to the Swahili receipt page', async () => {
    const mail = await receiptFor('sw-KE,sw;q=0.9,en;q=0.5');
    expect(mail.subject).toMatch(new RegExp(`^Risiti yako ya Harambee ${receiptNumber.source}$`));
    expect(mail.text).toContain('Asante kwa mchango wako.');
    expect(mail.text).toMatch(/Kiasi cha mchango: US\$\s25\.00/);
    expect(mail.text).toContain('Njia ya malipo: Pesa kwa simu');
    expect(mail.text).toContain('daftari la umma la Harambee');
    expect(mail.html).toMatch(/Ingizo namba \d+ kwenye daftari — ithibitishe hapa/);
    expect(new URL(api.smtp.linkIn(mail)).pathname).toMatch(/^\/sw\/receipts\//);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/Receipt|Thank you|Amount|Payment method/);
  });

  it('when a gift is made in French, then its receipt mail is in French, with the amount and date laid out the French way', async () => {
    const mail = await receiptFor('fr-FR,fr;q=0.9');
    expect(mail.subject).toMatch(new RegExp(`^Votre reçu Harambee ${receiptNumber.source}$`));
    expect(mail.text).toContain('Merci pour votre don.');
    expect(mail.text).toMatch(/Montant du don\u00a0: 25,00\s\$US/);
    expect(mail.text).toMatch(/Date du don\u00a0: \d{1,2}\s\p{Ll}+\s\d{4}/u);
    expect(mail.text).toContain('Moyen de paiement\u00a0: Mobile money');
    expect(mail.html).toMatch(/Écriture n° \d+ du registre — vérifiez-la ici/);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/Receipt|Thank you|Amount|Payment method/);
  });

  it('when a gift is made in a language Harambee does not speak, then its receipt mail is in English', async () => {
    const mail = await receiptFor('de-DE,de;q=0.9');
    expect(mail.subject).toMatch(new RegExp(`^Your Harambee receipt ${receiptNumber.source}$`));
    expect(mail.text).toContain('Thank you for your gift.');
    expect(mail.text).toContain('Amount: $25.00 USD');
    expect(new URL(api.smtp.linkIn(mail)).pathname).toMatch(/^\/receipts\//);
  });

  it("when the donate form names the donor's language, then it wins over the browser's; one Harambee does not speak is ignored", async () => {
    const named = await receiptFor('fr', { language: 'sw' });
    expect(named.subject).toMatch(/^Risiti yako ya Harambee /);
    const unknown = await receiptFor('fr', { language: 'de' });
    expect(unknown.subject).toMatch(/^Votre reçu Harambee /);
  });

  it('when a campaign is removed, then a backer who gave in French is told of the refund in French', async () => {
    const { campaignId: removed } = await createVerifiedCampaign(api);
    await api.call(`/v1/campaigns/${removed}/approve`, { method: 'PATCH', token: api.adminToken });
    const email = `donor-${Math.random().toString(36).slice(2)}@example.org`;
    const headers = { 'accept-language': 'fr' };
    const payment = await api.call('/v1/payments/card', {
      method: 'POST',
      headers,
      json: { ...card, amount: 30, campaignId: removed },
    });
    const donated = await api.call('/v1/donations', {
      method: 'POST',
      headers,
      json: {
        ...backer,
        amount: 30,
        email,
        campaignId: removed,
        paymentId: payment.body.data.paymentId,
        paymentMethod: 'creditCard',
      },
    });
    expect(donated.status).toBe(201);
    await api.call(`/v1/campaigns/${removed}`, { method: 'DELETE', token: api.adminToken });
    const mail = await waitForSubject(api, email, 'Votre don Harambee vous a été remboursé');
    expect(mail.text).toMatch(
      /^Bonjour Wanjiru Kamau,\n\nLa campagne que vous avez soutenue n’a pas pu aboutir\u00a0: votre don de 30,00\s\$US vous a été remboursé/,
    );
  });

  it('when a verification mail is asked for in French, then it is written in French', async () => {
    const email = `creator-${Math.random().toString(36).slice(2)}@example.org`;
    await api.call('/auth/request-verification', {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
      json: { email, name: 'Awa Diop', formData: {} },
    });
    const mail = await api.smtp.waitForMail(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour lancer votre campagne Harambee');
    expect(mail.text).toMatch(/^Bonjour Awa Diop,\n\nConfirmez votre adresse e-mail/);
  });

  it("when a creator saves French as their language, then their mails (reset, the next campaign's address check, rejection) are in French, whatever language the request came in", async () => {
    const creator = await createVerifiedCampaign(api);
    const chosen = await api.call('/v1/users/language', {
      method: 'PATCH',
      token: creator.token,
      json: { language: 'fr' },
    });
    expect(chosen).toMatchObject({ status: 200, body: { data: { language: 'fr' } } });
    expect(
      (await api.eventsOfType('LanguageChosen')).filter(
        (event) => event.data.userId === creator.body.data.user._id,
      ),
    ).toMatchObject([{ data: { language: 'fr' } }]);

    await api.call('/auth/forgot-password', {
      method: 'POST',
      headers: { 'accept-language': 'sw' },
      json: { email: creator.email },
    });
    const reset = await waitForSubject(
      api,
      creator.email,
      'Choisissez un nouveau mot de passe Harambee',
    );
    expect(reset.text).toMatch(/^Bonjour Amina Wanjiku,\n\nQuelqu’un a demandé/);
    expect(reset.html).toContain('>Choisir un nouveau mot de passe</a>');

    // Their next campaign, begun from a Swahili browser: the address is confirmed in French too.
    await api.call('/auth/request-verification', {
      method: 'POST',
      headers: { 'accept-language': 'sw' },
      json: { email: creator.email, name: 'Amina Wanjiku', formData: {} },
    });
    const confirm = await waitForSubject(
      api,
      creator.email,
      'Confirmez votre adresse e-mail pour lancer votre campagne Harambee',
    );
    expect(confirm.text).toMatch(/^Bonjour Amina Wanjiku,\n\nConfirmez votre adresse e-mail/);

    await api.call(`/v1/campaigns/${creator.campaignId}/reject`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'Add a photo of the cold room' },
    });
    const rejected = await waitForSubject(
      api,
      creator.email,
      'Votre campagne doit être modifiée avant sa mise en ligne',
    );
    expect(rejected.text).toContain('Ce qu’il faut changer\u00a0: Add a photo of the cold room');
  });

  it('when a creator signs up in Swahili, then the account keeps Swahili for their mails', async () => {
    const fields = await verifiedCampaignFields(api);
    const created = await api.call('/v1/campaigns', {
      method: 'POST',
      headers: { 'accept-language': 'sw' },
      body: campaignForm(fields),
    });
    expect(created.status).toBe(201);
    await api.call('/auth/forgot-password', { method: 'POST', json: { email: fields.email } });
    const reset = await waitForSubject(api, fields.email, 'Weka nenosiri jipya la Harambee');
    expect(reset.text).toMatch(/^Habari Amina Wanjiku,\n\nMtu ameomba kubadilisha nenosiri/);
  });

  it("when the language asked for is not one Harambee speaks, then it answers 400 in the caller's language and saves nothing", async () => {
    const creator = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    for (const [body, acceptLanguage, message] of [
      [{ language: 'de' }, 'en', 'Please choose a language Harambee speaks.'],
      [{ language: 'de' }, 'fr', 'Veuillez choisir une des langues que parle Harambee.'],
      [{}, 'sw', 'Tafadhali chagua mojawapo ya lugha za Harambee.'],
    ] as const)
      expect(
        await api.call('/v1/users/language', {
          method: 'PATCH',
          token: creator.token,
          headers: { 'accept-language': acceptLanguage },
          json: body,
        }),
      ).toMatchObject({ status: 400, body: { message } });
    expect(await api.eventCount()).toBe(before);
    expect(
      (await api.call('/v1/users/language', { method: 'PATCH', json: { language: 'fr' } })).status,
    ).toBe(401);
  });
});
