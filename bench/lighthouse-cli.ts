/**
 * `npm run bench:lighthouse`: only the Lighthouse audit of the public pages (RUNS, default 3), printed as JSON and
 * as the Lighthouse section of bench/RESULTS.md.
 */
import { measureLighthouse } from './lighthouse';
import { lighthouseLines } from './report';

measureLighthouse(Number(process.env.RUNS ?? 3)).then(
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
