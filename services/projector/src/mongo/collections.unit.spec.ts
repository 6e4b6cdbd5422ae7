import { readModelTables, tableDefinitions } from '@harambee/read-models';
import { readModelIndexes } from './collections';

const sqlIndexes = (ddl: string) =>
  [...ddl.matchAll(/create (?:unique )?index if not exists (\w+) on (\w+)/g)].map(
    ([, name, table]) => ({ name, table }),
  );

describe('MongoDB read-model indexes', () => {
  it('every index the PostgreSQL read models have, the MongoDB collections have under the same name', () => {
    const missing = readModelTables.flatMap((table) =>
      sqlIndexes(tableDefinitions[table])
        .filter(({ name }) => !readModelIndexes[table]?.some((index) => index.name === name))
        .map(({ name }) => `${table}.${name}`),
    );
    expect(missing).toEqual([]);
  });
});
