import { openConfiguredStore } from './open-store';
import { projectionNames } from './projections';
import { rebuildProgress } from './rebuild-progress';
import { readModelStatus } from './status';

const usage = `Usage: npm run projections -- <command>
  status           each projection's checkpoint and how far behind the log it is
  rebuild [name]   replay the log into fresh tables (or collections) and swap them in (all projections when no name)
Projections: ${projectionNames.join(', ')}`;

const run = async (command: string | undefined, names: string[]) => {
  if (command !== 'status' && command !== 'rebuild') {
    console.log(usage);
    return command === undefined || command === 'help' ? 0 : 1;
  }
  const { config, db, store, readModels, closeStore } = await openConfiguredStore();
  try {
    if (command === 'status') {
      const status = await readModelStatus(readModels, store);
      console.table(
        status.map(({ name, position, updatedAt, behind }) => ({
          name,
          position: `${position.transactionId}/${position.globalPosition}`,
          updatedAt: updatedAt?.toISOString() ?? 'never',
          behind,
        })),
      );
    } else {
      const onProgress = rebuildProgress(
        await store.head(),
        (text) => process.stderr.write(text),
        process.stderr.isTTY,
      );
      const logDatabaseUrl = config.eventStoreUrl ? undefined : config.databaseUrl;
      const rebuilt = await readModels.rebuild({ store, names, onProgress, logDatabaseUrl });
      if (process.stderr.isTTY) process.stderr.write('\n');
      console.log(`Rebuilt and swapped in: ${rebuilt.join(', ')}`);
    }
    return 0;
  } finally {
    await closeStore();
    await db.close();
  }
};

run(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
