import { readdirSync } from 'node:fs';
import path from 'node:path';
import { QUERY_API_FOLDERS_ON_MONGODB, queryApiOnMongodb } from './query-api-on-mongodb';

const queryApi = path.resolve(__dirname, '../../services/query-api/src');

describe('the MongoDB container suite of the query API', () => {
  it('runs every query-api folder that has int specs and reads MongoDB or the log', () => {
    const folders = readdirSync(queryApi, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((folder) => {
        const files = readdirSync(path.join(queryApi, folder));
        return files.some((file) => file.endsWith('.int.spec.ts'));
      });
    expect([...QUERY_API_FOLDERS_ON_MONGODB].sort()).toEqual(folders.sort());
  });

  it.each([
    ['disputes', 'dispute-routes.int.spec.ts', 'disputes/'],
    ['time travel (as of)', 'as-of-routes.int.spec.ts', 'as-of/'],
    ['the public ledger', 'gift-entries.int.spec.ts', 'ledger/'],
    ['follows and pending edits, on the log of every event type', 'same-answers.int.spec.ts', ''],
  ])('runs %s on MongoDB (%s)', (_subject, file, folder) => {
    const spec = `services/query-api/src/${folder}${file}`;
    expect(readdirSync(path.join(queryApi, folder))).toContain(file);
    expect(new RegExp(queryApiOnMongodb()).test(spec)).toBe(true);
  });
});
