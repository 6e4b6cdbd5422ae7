import { LANGUAGES } from '@harambee/messages';
import sharp from 'sharp';
import type { TestHarambee } from '../../../../test/support/harambee-server';
import { rawGet } from '../../../../test/support/raw-get';
import { startPublicPagesHarambee } from './testing/public-pages-harambee';

type Listed = { _id: string; title: string; status: string };

let harambee: TestHarambee;
let approved: Listed;

beforeAll(async () => {
  harambee = await startPublicPagesHarambee();
  const { body } = await harambee.api('/v1/campaigns/status/all', { token: harambee.adminToken });
  approved = (body.data.campaigns as Listed[]).find(({ status }) => status === 'approved')!;
});
afterAll(() => harambee?.stop());

/** A GET as a browser or a crawler sends it: only the headers given (no Accept-Language unless said). */
const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(`${harambee.url}${path}`, headers);
const html = async (path: string) => (await get(path)).body.toString();
const metaContent = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];
const alternates = (path: string) => [
  `<link rel="alternate" hreflang="en" href="https://harambee.example${path}" />`,
  `<link rel="alternate" hreflang="fr" href="https://harambee.example/fr${path}" />`,
  `<link rel="alternate" hreflang="sw" href="https://harambee.example/sw${path}" />`,
  `<link rel="alternate" hreflang="x-default" href="https://harambee.example${path}" />`,
];

describe('a campaign shared in another language', () => {
  it.each([
    ['fr', 'fr_FR', /collectés sur/, 'Chercher'],
    ['sw', 'sw_KE', /zimechangwa kati ya/, 'Tafuta'],
  ])(
    'when a crawler opens /%s/campaign/{id}, then the page, its head and its preview speak that language',
    async (language, ogLocale, raised, searchWord) => {
      const path = `/campaign/${approved._id}`;
      const { status, body } = await get(`/${language}${path}`);
      const page = body.toString();

      expect(status).toBe(200);
      expect(page).toContain(`<html lang="${language}">`);
      expect(page).toContain(`<title>${approved.title} | Harambee</title>`);
      expect(metaContent(page, 'description')).toMatch(raised);
      expect(metaContent(page, 'og:locale')).toBe(ogLocale);
      expect(page).toContain(
        `<link rel="canonical" href="https://harambee.example/${language}${path}" />`,
      );
      for (const link of alternates(path)) expect(page).toContain(link);
      expect(page).toContain(`>${searchWord}</span>`);

      const image = metaContent(page, 'og:image')!;
      expect(image).toMatch(
        new RegExp(`^https://harambee\\.example/${language}${path}/preview\\.png\\?v=\\w+$`),
      );
      const preview = await get(new URL(image).pathname + new URL(image).search);
      const english = await get(`${path}/preview.png`);
      expect(preview.status).toBe(200);
      expect(preview.headers['content-type']).toBe('image/png');
      expect((await sharp(preview.body).metadata()).width).toBe(1200);
      expect(preview.body.equals(english.body)).toBe(false);
    },
  );

  it('when a crawler opens the English page, then it names the French and Swahili ones too', async () => {
    const path = `/campaign/${approved._id}`;
    const page = await html(path);
    expect(page).toContain('<html lang="en">');
    expect(metaContent(page, 'og:locale')).toBe('en_US');
    expect(page).toContain(`<link rel="canonical" href="https://harambee.example${path}" />`);
    for (const link of alternates(path)) expect(page).toContain(link);
  });

  it('when a crawler reads the sitemap, then every page is there in every language with its alternates', async () => {
    const xml = (await get('/sitemap.xml')).body.toString();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const prefix of ['', '/fr', '/sw']) {
      const entry = new RegExp(
        `<url><loc>https://harambee\\.example${prefix}/campaign/${approved._id}</loc><lastmod>[^<]+</lastmod>(<xhtml:link [^>]+/>){4}</url>`,
      );
      expect(xml).toMatch(entry);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="sw" href="https://harambee.example/sw/campaign/${approved._id}"/>`,
    );
    expect(xml).toContain('<loc>https://harambee.example/fr/about</loc>');
    expect(xml).toContain('<loc>https://harambee.example/sw/</loc>');
  });
});

describe("a first visit in the browser's language", () => {
  it('when a browser that prefers French opens /, then it is sent to /fr/, which is the home page in French', async () => {
    const first = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/fr/');
    expect(first.headers.vary).toMatch(/Accept-Language, Cookie/);

    const home = await get('/fr/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    const page = home.body.toString();
    expect(home.status).toBe(200);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(
      '<title>Harambee | Collectez des fonds pour des projets d’entreprise</title>',
    );
    expect(page).toContain('Connexion');
  });

  it('when the visitor chose a language with the switcher, then their choice wins over the browser', async () => {
    const english = await get('/', { 'accept-language': 'fr-FR', cookie: 'lang=en' });
    expect(english.status).toBe(200);
    expect(english.body.toString()).toContain('<html lang="en">');
    expect(english.headers.vary).toMatch(/Accept-Language, Cookie/);

    const swahili = await get('/', { 'accept-language': 'fr-FR', cookie: 'consent=1; lang=sw' });
    expect(swahili.status).toBe(302);
    expect(swahili.headers.location).toBe('/sw/');
  });

  it('when a crawler or a link preview opens /, or anyone opens a shared link, then nothing moves', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/', { 'accept-language': 'de-DE,de' })).status).toBe(200);
    const shared = await get(`/campaign/${approved._id}`, { 'accept-language': 'sw' });
    expect(shared.status).toBe(200);
    expect(shared.body.toString()).toContain('<html lang="en">');
  });

  it('when someone types /fr without the slash, then it is the French home', async () => {
    const bare = await get('/fr?ref=card');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/fr/?ref=card');
  });

  it('when a page does not exist, then the not-found page says so in the language asked', async () => {
    const { status, body } = await get('/sw/no-such-page');
    expect(status).toBe(404);
    expect(body.toString()).toContain('<title>Ukurasa haupatikani | Harambee</title>');
    expect(body.toString()).toContain('<html lang="sw">');
  });
});

it.each([
  ['/fr/faq', 'Qu’est-ce que Harambee\u202f?'],
  ['/sw/faq', 'Harambee ni nini?'],
  ['/fr/about', 'Combler le manque de financement des entrepreneurs africains.'],
  ['/sw/search-campaigns', '>Aina zote</option>'],
  ['/fr/search-campaigns', 'Capital de démarrage</option>'],
])(
  'when a crawler opens %s, then the server renders its body in that language',
  async (path, words) => {
    expect(await html(path)).toContain(words);
  },
);

/** What a reader sees of a page: its text without tags, the apostrophes React escapes put back. */
const textOf = (page: string) => page.replace(/<[^>]*>/g, '').replaceAll('&#x27;', "'");
const englishBody = (page: 'terms' | 'privacy') =>
  Object.entries(LANGUAGES.en.messages)
    .filter(([key]) => key.startsWith(`legal.${page}.`) && key.endsWith('.text'))
    .map(([, text]) => text.replace(/<\/?\w+>/g, ''));

describe('the legal pages in another language', () => {
  it.each([
    ['/fr/terms', 'terms', 'Vous devez avoir au moins 18 ans pour utiliser Harambee.'],
    ['/fr/privacy', 'privacy', 'Nous ne vendons jamais vos données personnelles.'],
    ['/sw/terms', 'terms', 'Masharti haya yanaongozwa na sheria za Jamhuri ya Afrika Kusini.'],
    ['/sw/privacy', 'privacy', 'Hatuuzi kamwe taarifa zako binafsi.'],
  ] as const)(
    'when a crawler opens %s, then the server renders the whole text in that language, said to be a translation',
    async (path, page, sentence) => {
      const language = path.slice(1, 3) as 'fr' | 'sw';
      const text = textOf(await html(path));
      expect(text).toContain(sentence);
      expect(text).toContain(LANGUAGES[language].messages['legal.translationNote']);
      expect(englishBody(page).filter((english) => text.includes(english))).toEqual([]);
    },
  );

  it('when a crawler opens /terms, then the English text is there and no translation note', async () => {
    const text = textOf(await html('/terms'));
    // A text with arguments (the fees, from the rules) is there when every part around them is.
    const parts = englishBody('terms').flatMap((english) =>
      english
        .split(/\{[^{}]*\}/)
        .map((part) => part.trim())
        .filter(Boolean),
    );
    expect(parts.filter((part) => !text.includes(part))).toEqual([]);
    expect(text).toContain('Questions about these terms? Reach us through our contact form.');
    expect(text).not.toContain(LANGUAGES.en.messages['legal.translationNote']);
  });
});
