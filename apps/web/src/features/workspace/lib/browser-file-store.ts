const DB_NAME = 'sladd-workspace';
const STORE = 'files';

interface StoredFile {
  key: string;
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Files kept on this device ("save files in browser"), in the order they were saved. */
export async function readStoredFiles(): Promise<File[]> {
  const rows = await withStore<StoredFile[]>('readonly', (store) => store.getAll() as IDBRequest<StoredFile[]>);
  return rows.map((row) => new File([row.blob], row.name, { type: row.type, lastModified: row.lastModified }));
}

export function storeFile(key: string, file: File): Promise<IDBValidKey> {
  return withStore('readwrite', (store) => store.put({ key, name: file.name, type: file.type, lastModified: file.lastModified, blob: file } satisfies StoredFile));
}

export function deleteStoredFile(key: string): Promise<undefined> {
  return withStore('readwrite', (store) => store.delete(key));
}

export function clearStoredFiles(): Promise<undefined> {
  return withStore('readwrite', (store) => store.clear());
}
