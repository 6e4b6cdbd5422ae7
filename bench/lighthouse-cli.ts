/** `npm run bench:lighthouse`: only the Lighthouse medians of the public pages, printed (RUNS, default 3). */
import { measureLighthouse } from './lighthouse';

measureLighthouse(Number(process.env.RUNS ?? 3)).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
