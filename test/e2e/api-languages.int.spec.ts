import { MESSAGE_KEY_HEADER, message } from '@harambee/messages';
import { commandApiForTests } from '../../services/command-api/src/testing/command-api-under-test';

const badContact = {
  name: 'Awa Diop',
  email: 'awa-at-example',
  role: 'donor',
  message: 'Bonjour, une question sur les dons.',
};

describe('API errors in the caller language', () => {
  const api = commandApiForTests();

  const post = (route: string, body: unknown, language?: string) =>
    fetch(`${api.base}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(body),
    });

  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.5', 'fr', 'Veuillez saisir une adresse e-mail valide.'],
    ['sw-KE,sw;q=0.9', 'sw', 'Tafadhali weka barua pepe sahihi.'],
    ['de-DE', 'en', 'Please enter a valid email address.'],
    [undefined, 'en', 'Please enter a valid email address.'],
  ])(
    'given Accept-Language %s, when a form is refused, then the message is in %s and nothing is written',
    async (accept, language, message) => {
      const before = await api.eventCount();
      const response = await post('/contact', badContact, accept);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-language')).toBe(language);
      expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
      expect(await response.json()).toEqual({ status: 'fail', message });
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when a French client sends a field the form does not know, then it reads which in French and nothing is written', async () => {
    const before = await api.eventCount();
    const response = await post(
      '/contact',
      { ...badContact, email: 'awa@example.org', role: 'investor', userId: 'u-1' },
      'fr',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'fail',
      message: 'Champ inconnu\u00a0: userId',
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('when a French client asks for an address that does not exist, then the 404 says so in French', async () => {
    const response = await fetch(`${api.base}/v1/no-such-thing`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'fail', message: 'Introuvable' });
  });

  it('when a French client follows a reset link that no longer works, then the answer names its key beside the French words, so the page can tell that refusal from any other', async () => {
    const response = await fetch(
      `${api.base}/auth/reset-password/00000000-0000-4000-8000-000000000000.${'x'.repeat(32)}`,
      { headers: { 'accept-language': 'fr' } },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get(MESSAGE_KEY_HEADER)).toBe('api.passwordReset.linkVoid');
    expect(await response.json()).toEqual({
      status: 'fail',
      message: message('fr', 'api.passwordReset.linkVoid'),
    });
  });
});
