import { readdirSync } from 'node:fs';
import path from 'node:path';
import { QUERY_API_FOLDERS_ON_MONGODB } from './query-api-on-mongodb';

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
});
