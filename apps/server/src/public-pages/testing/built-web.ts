import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app as Vite lays it out (index.html with its head, boot screen and hashed module script), so
 * the server's pages are tested without building the client first (CI builds it only for the browser suite).
 */
export const builtWebFixture = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'harambee-built-web-'));
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
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
