import { LOG_START } from '../event-store';
import { backfillIndexStreams } from './index-backfill';
import { kurrentDbClientFor } from './kurrentdb-event-store';

const usage = `Usage: EVENT_STORE_URL=kurrentdb://host:2113?tls=false npm run kurrentdb:index [-- --from COMMIT/PREPARE]
  Links every event of the log into the index streams of the fields it holds (campaign, person, text, dispute,
  provider reference, phone, creator), for a log written before they were indexed. Safe while the platform runs
  and safe to run again; --from resumes at the position a stopped run printed last.`;

const fromArgument = (args: string[]) => {
  if (args.length === 0) return LOG_START;
  const [flag, position] = args;
  const [, commit, prepare] = /^(\d+)\/(\d+)$/.exec(position ?? '') ?? [];
  if (flag !== '--from' || commit === undefined || prepare === undefined) return undefined;
  return { transactionId: commit, globalPosition: prepare };
};

const run = async (args: string[]) => {
  const url = process.env.EVENT_STORE_URL;
  const from = fromArgument(args);
  if (!url || !/^(kurrentdb|esdb)/.test(url) || !from) {
    console.log(usage);
    return 1;
  }
  const client = kurrentDbClientFor(url);
  try {
    const done = await backfillIndexStreams(client, {
      from,
      onPage: ({ read, linked, position }) =>
        console.log(
          `${read} events read, ${linked} links written, at ${position.transactionId}/${position.globalPosition}`,
        ),
    });
    console.log(`Done: ${done.read} events read, ${done.linked} links written.`);
    return 0;
  } finally {
    await client.dispose();
  }
};

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
