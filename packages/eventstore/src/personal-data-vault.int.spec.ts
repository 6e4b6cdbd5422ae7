import type { SqlDatabase } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import {
  createPersonalDataVault,
  createPostgresEventStore,
  migrate,
  type PersonalDataVault,
} from './index';
import { sampleCatalogue, userRegistered, type SampleStore } from './testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

describe.each(testDatabaseKinds())('the personal data vault on %s', (kind) => {
  let db: SqlDatabase;
  let vault: PersonalDataVault;
  let store: SampleStore;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    vault = createPersonalDataVault(db);
    store = createPostgresEventStore(db, sampleCatalogue);
  });
  afterAll(() => db.close());

  it('when a value is sealed, then it opens back to the value', async () => {
    const sealed = await vault.seal('user-a', 'amina@example.org');
    expect(sealed.startsWith('pii:v1:user-a:')).toBe(true);
    await expect(vault.open(sealed)).resolves.toBe('amina@example.org');
  });

  it('when the subject is erased, then its values open to null, erasing again changes nothing, and nothing new can be sealed', async () => {
    const sealed = await vault.seal('user-b', '0712345678');
    await vault.erase('user-b');
    await vault.erase('user-b');
    await expect(vault.open(sealed)).resolves.toBeNull();
    await expect(vault.seal('user-b', 'again')).rejects.toThrow(
      'Personal data of user-b was erased',
    );
    const [row] = await db.query<{ data_key: string | null }>(
      'select data_key from personal_data_keys where subject_id = $1',
      ['user-b'],
    );
    expect(row?.data_key).toBeNull();
  });

  it('when another subject is erased, then this one still opens', async () => {
    const sealed = await vault.seal('user-c', 'kept');
    await vault.erase('user-d');
    await expect(vault.open(sealed)).resolves.toBe('kept');
  });

  it('when keys are asked for new and known subjects at once, then known keys are kept and erased ones stay erased', async () => {
    const kept = await vault.seal('user-f', 'kept');
    await vault.erase('user-g');
    const keys = await vault.keys(['user-f', 'user-g', 'user-h', 'user-h'], true);
    expect([...keys.keys()].sort()).toEqual(['user-f', 'user-g', 'user-h']);
    expect(keys.get('user-g')).toBeNull();
    expect(keys.get('user-h')).toHaveLength(32);
    await expect(vault.open(kept)).resolves.toBe('kept');
    expect((await vault.keys(['user-h'], false)).get('user-h')).toEqual(keys.get('user-h'));
  });

  it('when an append holds twenty writes about twenty people, then their keys are made in the one statement of the append, and each reads back plain', async () => {
    const statements: string[] = [];
    const counting: SqlDatabase = {
      ...db,
      query: (text, params) => {
        statements.push(text);
        return db.query(text, params);
      },
    };
    const userIds = Array.from({ length: 20 }, () => randomUUID());
    await createPostgresEventStore(counting, sampleCatalogue).append(
      userIds.map((userId) => ({
        streamId: `user-${userId}`,
        expected: 'no_stream' as const,
        events: [userRegistered(userId, 'Amina Njeri')],
      })),
    );
    expect(statements).toHaveLength(1);
    const keys = await db.query('select 1 from personal_data_keys where subject_id = any($1)', [
      userIds.map((userId) => `user-${userId}`),
    ]);
    expect(keys).toHaveLength(userIds.length);
    const streams = await store.readStreams(userIds.map((userId) => `user-${userId}`));
    expect(streams.map((stream) => stream.events[0]?.data)).toEqual(
      userIds.map((userId) => expect.objectContaining({ userId, name: 'Amina Njeri' })),
    );
  });

  it('when one write of an append is about a person erased, then the whole append is refused and nothing of it is written', async () => {
    const [kept, erased] = [randomUUID(), randomUUID()];
    await vault.erase(`user-${erased}`);
    await expect(
      store.append(
        [kept, erased].map((userId) => ({
          streamId: `user-${userId}`,
          expected: 'no_stream' as const,
          events: [userRegistered(userId, 'Amina Njeri')],
        })),
      ),
    ).rejects.toThrow(`Personal data of user-${erased} was erased`);
    const written = await db.query('select 1 from events where stream_id = any($1::text[])', [
      [`user-${kept}`, `user-${erased}`],
    ]);
    expect(written).toEqual([]);
  });

  it('when a sealed value is tampered with, then opening throws', async () => {
    const sealed = await vault.seal('user-e', 'amina@example.org');
    await expect(vault.open(`${sealed.slice(0, -2)}AA`)).rejects.toThrow();
  });

  it('when an event with personal fields is appended, then the log holds them sealed, readers see them plain, and after erasure the placeholder', async () => {
    const userId = randomUUID();
    await store.append([
      {
        streamId: `user-${userId}`,
        expected: 'no_stream',
        events: [userRegistered(userId, 'Amina Njeri')],
      },
    ]);
    const [raw] = await db.query<{ data: string }>(
      'select data::text as data from events where stream_id = $1',
      [`user-${userId}`],
    );
    expect(raw?.data).not.toMatch(/Amina|amina@|0712345678/);
    expect(raw?.data).toContain(`pii:v1:user-${userId}:`);
    const [read] = (await store.readStream(`user-${userId}`)).events;
    expect(read?.data).toMatchObject({
      name: 'Amina Njeri',
      email: 'amina@example.org',
      phone: '0712345678',
      country: 'Kenya',
    });

    await vault.erase(`user-${userId}`);
    const [erased] = (await store.readStream(`user-${userId}`)).events;
    expect(erased?.data).toMatchObject({
      name: 'Erased user',
      email: '',
      phone: '',
      country: 'Kenya',
    });
  });
});
