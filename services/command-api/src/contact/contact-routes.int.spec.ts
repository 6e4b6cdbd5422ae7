import { LANGUAGES } from '@harambee/messages';
import { commandApiForTests } from '../testing/command-api-under-test';
import { CONTACT_MESSAGES } from './contact-schemas';
import { contactMessage } from './testing/contact-message';

const english = LANGUAGES.en.messages;

const api = commandApiForTests();

const message = contactMessage();
const send = (json: unknown, token?: string) =>
  api.call('/contact', { method: 'POST', json, token });

describe('the contact form', () => {
  it('when a visitor sends a message, then it is recorded on its own stream as anonymous', async () => {
    const sent = await send(message);
    expect(sent).toMatchObject({
      status: 201,
      body: {
        status: 'success',
        data: { contactMessage: { ...message, _id: expect.any(String) } },
      },
    });
    const [event] = await api.eventsOfType('ContactMessageReceived');
    expect(event).toMatchObject({
      stream_id: `contact-${sent.body.data.contactMessage._id}`,
      data: { ...message, messageId: sent.body.data.contactMessage._id },
      metadata: { actorId: null, actorRole: 'anonymous' },
    });
  });

  it('when the visitor carries an expired token, then the message is still taken', async () => {
    expect((await send(message, 'expired.or.forged')).status).toBe(201);
  });

  const badMessages: [string, Record<string, unknown>, string][] = [
    ['no name', { name: undefined }, english[CONTACT_MESSAGES.name]],
    ['a blank name', { name: '  ' }, english[CONTACT_MESSAGES.name]],
    ['a long name', { name: 'x'.repeat(101) }, english[CONTACT_MESSAGES.nameLength]],
    ['no email', { email: undefined }, english[CONTACT_MESSAGES.email]],
    ['a bad email', { email: 'sarah-at-example' }, english[CONTACT_MESSAGES.invalidEmail]],
    ['no role', { role: undefined }, english[CONTACT_MESSAGES.role]],
    ['an unknown role', { role: 'admin' }, english[CONTACT_MESSAGES.role]],
    ['no message', { message: undefined }, english[CONTACT_MESSAGES.message]],
    ['a blank message', { message: '\n  ' }, english[CONTACT_MESSAGES.message]],
    ['a long message', { message: 'x'.repeat(5001) }, english[CONTACT_MESSAGES.messageLength]],
    ['a name that is not text', { name: ['Sarah'] }, english[CONTACT_MESSAGES.name]],
    ['an unknown field', { phone: '0712345678' }, 'Unknown field: phone'],
  ];
  it.each(badMessages)(
    'when the message has %s, then it answers 400 with its message and writes nothing',
    async (_case, overrides, expected) => {
      const before = await api.eventCount();
      expect(await send({ ...message, ...overrides })).toMatchObject({
        status: 400,
        body: { status: 'fail', message: expected },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );
});

describe("the contact form's refusals in the caller's language", () => {
  const sendIn = (acceptLanguage: string, overrides: Record<string, unknown>) =>
    api.call('/contact', {
      method: 'POST',
      headers: { 'accept-language': acceptLanguage },
      json: { ...message, ...overrides },
    });

  it.each([
    ['fr', 'no name', { name: ' ' }, 'Veuillez indiquer votre nom.'],
    [
      'fr',
      'a bad email',
      { email: 'sarah-at-example' },
      'Veuillez saisir une adresse e-mail valide.',
    ],
    ['fr', 'an unknown role', { role: 'admin' }, 'Veuillez choisir votre profil.'],
    [
      'fr',
      'a long message',
      { message: 'x'.repeat(5001) },
      'Le message ne doit pas dépasser 5\u202f000 caractères.',
    ],
    ['sw', 'no message', { message: undefined }, 'Tafadhali andika ujumbe.'],
    ['en', 'no name', { name: ' ' }, english[CONTACT_MESSAGES.name]],
    [
      'en',
      'a long message',
      { message: 'x'.repeat(5001) },
      english[CONTACT_MESSAGES.messageLength],
    ],
  ])(
    'when a client reading %s sends %s, then the refusal is written in that language and nothing is recorded',
    async (acceptLanguage, _case, overrides, expected) => {
      const before = await api.eventCount();
      expect(await sendIn(acceptLanguage, overrides)).toEqual({
        status: 400,
        body: { status: 'fail', message: expected },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );
});
