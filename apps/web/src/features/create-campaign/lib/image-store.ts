/**
 * The draft's campaign image, kept in IndexedDB (a File is stored as is, no data-URL bloat) so it
 * survives a reload. Entries older than two days are dropped when the store opens.
 */
const DB_NAME = 'harambee-drafts';
const STORE = 'campaign-images';
const MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

type StoredImage = { file: File; savedAt: number };

const promised = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

let opening: Promise<IDBDatabase> | null = null;

function openStore(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  }).then(async (db) => {
    await dropOld(db);
    return db;
  });
  opening.catch(() => (opening = null));
  return opening;
}

function dropOld(db: IDBDatabase): Promise<void> {
  const cutoff = Date.now() - MAX_AGE_MS;
  return new Promise((resolve) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const cursors = transaction.objectStore(STORE).openCursor();
    cursors.onsuccess = () => {
      const cursor = cursors.result;
      if (!cursor) return;
      if (((cursor.value as StoredImage | undefined)?.savedAt ?? 0) <= cutoff) cursor.delete();
      cursor.continue();
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => resolve();
  });
}

const storeFor = async (mode: IDBTransactionMode) =>
  (await openStore()).transaction(STORE, mode).objectStore(STORE);

export async function saveDraftImage(draftId: string, file: File): Promise<void> {
  await promised(
    (await storeFor('readwrite')).put({ file, savedAt: Date.now() } satisfies StoredImage, draftId),
  );
}

export async function loadDraftImage(draftId: string): Promise<File | undefined> {
  const stored = (await promised((await storeFor('readonly')).get(draftId))) as
    StoredImage | undefined;
  return stored?.file instanceof Blob ? stored.file : undefined;
}

export async function deleteDraftImage(draftId: string): Promise<void> {
  await promised((await storeFor('readwrite')).delete(draftId));
}
