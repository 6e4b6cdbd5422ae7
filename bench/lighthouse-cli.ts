/**
 * `npm run bench:lighthouse`: only the Lighthouse audit of the public pages (RUNS, default 3, calibrated and at a fixed
 * 8× slowdown each), printed as JSON and
 * as the Lighthouse section of bench/RESULTS.md. PAGES picks pages by name, separated by `;`
 * (names hold commas): `PAGES='home;home, French;campaign;campaign, Swahili'`.
 */
import { measureLighthouse } from './lighthouse';
import { lighthouseLines } from './lighthouse-runs';

const only = (process.env.PAGES ?? '').split(';').filter(Boolean);

measureLighthouse(Number(process.env.RUNS ?? 3), only).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n\n`);
    process.stdout.write(`${lighthouseLines({ lighthouse: result }).join('\n')}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
