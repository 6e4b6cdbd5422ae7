import { parseAppShell } from './app-shell';
import { DeadlinePassed, withDeadline } from './deadline';
import { escapeHtml, jsonForScript } from './escape';
import { renderHead } from './page-head';
import { isAppPage } from './site-pages';

const INDEX_HTML = `<!doctype html>
<html><head>
<meta name="description" content="Default" />
<title>Harambee</title>
</head><body>
<div id="root"><div class="boot-screen"><div><p>Loading…</p></div></div></div>
<script type="module" src="/static/js/index.js"></script>
</body></html>`;

describe('the app shell', () => {
  const shell = parseAppShell(INDEX_HTML);

  it('when nothing is known of a page, then index.html goes out as built', () => {
    expect(shell.render()).toBe(INDEX_HTML);
  });

  it('when a page brings its head and a rendering, then they replace the title, the description and the boot screen', () => {
    const html = shell.render({
      head: '<title>Campaign</title>',
      root: '<article>Story</article>',
    });

    expect(html.match(/<title>/g)).toEqual(['<title>']);
    expect(html).toContain('<title>Campaign</title>');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain('<div id="root"><article>Story</article></div>\n<script type="module"');
    expect(html).not.toContain('boot-screen');
  });

  it('when a page works without scripts, then no notice says it needs them; when it does not, the notice is in its language', () => {
    const withNotice = parseAppShell(
      INDEX_HTML.replace(
        '</div></div></div>',
        '</div></div></div>\n<noscript>Needs JavaScript.</noscript>',
      ),
    );
    const rendered = withNotice.render({
      root: '<form>Donate</form>',
      noScript: 'Inahitaji JavaScript.',
    });
    expect(rendered).not.toContain('<noscript>');
    expect(withNotice.render({ noScript: 'Il faut <JavaScript>.' })).toContain(
      '<noscript>Il faut &lt;JavaScript&gt;.</noscript>',
    );
    expect(withNotice.render()).toContain('<noscript>Needs JavaScript.</noscript>');
  });

  it('when the app is still loading, then the boot screen speaks the page language', () => {
    expect(shell.render({ loading: 'Inapakia <Harambee>…' })).toContain(
      '<div class="boot-screen"><div><p>Inapakia &lt;Harambee&gt;…</p></div></div>',
    );
    expect(shell.render({ root: '<main></main>', loading: 'Inapakia…' })).not.toContain('Inapakia');
  });

  it('when index.html has no root element, then the server refuses to start with it', () => {
    expect(() => parseAppShell('<html></html>')).toThrow('no <div id="root">');
  });
});

describe('escaping', () => {
  const hostile = 'Fish & chips "Accra" <b>\u2028</script>';

  it('when a title is hostile, then in HTML it is text and in JSON-LD it cannot close the script', () => {
    expect(escapeHtml(hostile)).toBe(
      'Fish &amp; chips &quot;Accra&quot; &lt;b&gt;\u2028&lt;/script&gt;',
    );
    expect(jsonForScript({ name: hostile })).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(jsonForScript({ name: hostile }))).toEqual({ name: hostile });
  });

  it('when a head is rendered, then every value sits escaped inside its attribute', () => {
    const head = renderHead(
      {
        title: hostile,
        description: '"quoted"',
        path: '/campaign/1',
        image: '/campaign/1/preview.png?v=a&b',
      },
      'https://harambee.example',
    );

    expect(head).toContain(
      '<meta property="og:title" content="Fish &amp; chips &quot;Accra&quot; &lt;b&gt;\u2028&lt;/script&gt;" />',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://harambee.example/campaign/1/preview.png?v=a&amp;b" />',
    );
    expect(head).toContain('<link rel="canonical" href="https://harambee.example/campaign/1" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});

describe('the app’s screens', () => {
  it.each([
    '/',
    '/about',
    '/faq/',
    '/campaign/abc',
    '/campaign/abc/edit',
    '/admin/blog/edit/1',
    '/receipts/r1',
  ])('when %s is asked for, then the app has a screen for it', (path) => {
    expect(isAppPage(path)).toBe(true);
  });

  it.each(['/no/such/page', '/aboutx', '/campaign', '/campaign/a/b/c', '/admin/unknown/x'])(
    'when %s is asked for, then it is not found',
    (path) => {
      expect(isAppPage(path)).toBe(false);
    },
  );
});

describe('the deadline', () => {
  it('when the work is quick, then its answer comes back', async () => {
    await expect(withDeadline(Promise.resolve('head'), 50)).resolves.toBe('head');
  });

  it('when the work is slow, then DeadlinePassed comes back in time', async () => {
    await expect(withDeadline(new Promise(() => undefined), 20)).rejects.toBeInstanceOf(
      DeadlinePassed,
    );
  });
});
