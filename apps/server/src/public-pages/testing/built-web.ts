import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WEB_APP = path.resolve(__dirname, '../../../../web');

/** The web app's real server build (`vite build --ssr`), written to `outDir`: what renders the public pages. */
const buildRenderer = async (outDir: string) => {
  const vite = path.join(
    path.dirname(require.resolve('vite/package.json', { paths: [WEB_APP] })),
    'bin/vite.js',
  );
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'warn'],
    // As `npm run build:web` builds it, whatever the test runner's NODE_ENV.
    { cwd: WEB_APP, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return path.join(outDir, 'entry-server.cjs');
};

/**
 * A built web app as Vite lays it out (index.html with its head, boot screen and hashed module script) and the
 * app's server build, so the server's pages are tested without building the client first (CI builds it only for
 * the browser suite). The pages are rendered by the real app; the browser's script is a stand-in.
 */
export const builtWebFixture = async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'harambee-built-web-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    path.join(dir, 'static', 'js', 'index.Ab12Cd34.js'),
    `${Array.from({ length: 200 }, (_, n) => `export const line${n} = 'the app, line ${n}';`).join('\n')}\n`,
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Harambee: help fundraise for business causes. Crowdfunding for African entrepreneurs." />
    <title>Harambee | Help fundraise for business causes</title>
    <script type="module" crossorigin src="/static/js/index.Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-screen" role="status" aria-live="polite">
        <div><div class="boot-screen__spinner"></div><p>Loading Harambee…</p></div>
      </div>
    </div>
    <noscript>Harambee needs JavaScript to run.</noscript>
  </body>
</html>
`,
  );
  const renderer = await buildRenderer(path.join(root, 'dist-server'));
  return { dir, renderer, remove: () => rmSync(root, { recursive: true, force: true }) };
};
