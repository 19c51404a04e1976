/**
 * Recorded answers kept in the browser (IndexedDB) until the server confirms them, so a dropped
 * connection, a closed tab or a reload never loses an answer (docs/decisions/video.md#never-lose-an-answer).
 * Each answer is stored under a key (the question's token) as the recorder's pieces, in order,
 * plus the take's facts once recording stops.
 */

export interface StoredTake {
  key: string;
  mimeType: string;
  durationMs: number;
  pieces: number;
  /** Takes used on this question when this one was recorded (restores the retake count). */
  takes: number;
  /**
   * `recording`: being recorded (its upload already runs); `recorded`: stopped, not yet sent;
   * `sending`: the candidate sent it (resume on reload).
   */
  status: 'recording' | 'recorded' | 'sending';
  savedAt: number;
  /** The tus upload of this take on the server, once created: a reload continues it. */
  uploadUrl?: string;
  /** The upload began while recording (`Upload-Defer-Length`): its last PATCH declares the length. */
  lengthDeferred?: boolean;
}

const DB_NAME = 'ats-video-answers';
const PIECES = 'pieces';
const TAKES = 'takes';

let opening: Promise<IDBDatabase> | null = null;
const openDb = () => {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore(PIECES);
      db.createObjectStore(TAKES, { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
};

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
const result = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const pieceKey = (key: string, idx: number) => `${key}:${String(idx).padStart(6, '0')}`;

export const answerStore = {
  /** Saves one recorder piece as it is made (before the take even ends). */
  async putPiece(key: string, idx: number, blob: Blob) {
    const db = await openDb();
    const tx = db.transaction(PIECES, 'readwrite');
    tx.objectStore(PIECES).put(blob, pieceKey(key, idx));
    await done(tx);
  },

  async saveTake(take: StoredTake) {
    const db = await openDb();
    const tx = db.transaction(TAKES, 'readwrite');
    tx.objectStore(TAKES).put(take);
    await done(tx);
  },

  /** Keeps the take's tus upload URL with it (the take must be saved already). */
  async setUploadUrl(key: string, uploadUrl: string) {
    const db = await openDb();
    const tx = db.transaction(TAKES, 'readwrite');
    const store = tx.objectStore(TAKES);
    const take = (await result(store.get(key))) as StoredTake | undefined;
    if (take) store.put({ ...take, uploadUrl });
    await done(tx);
  },

  /** One stored piece (the growing upload reads the recording back from here). */
  async piece(key: string, idx: number): Promise<Blob> {
    const db = await openDb();
    const blob = (await result(db.transaction(PIECES).objectStore(PIECES).get(pieceKey(key, idx)))) as
      | Blob
      | undefined;
    if (!blob) throw new Error(`Piece ${idx} of this answer is not in the browser's storage`);
    return blob;
  },

  async getTake(key: string): Promise<StoredTake | undefined> {
    const db = await openDb();
    return result(db.transaction(TAKES).objectStore(TAKES).get(key));
  },

  /** The take's bytes as one Blob, in recording order. */
  async blobOf(take: StoredTake): Promise<Blob> {
    const db = await openDb();
    const store = db.transaction(PIECES).objectStore(PIECES);
    const range = IDBKeyRange.bound(pieceKey(take.key, 0), pieceKey(take.key, take.pieces - 1));
    const pieces = (await result(store.getAll(range))) as Blob[];
    return new Blob(pieces, { type: take.mimeType });
  },

  /**
   * The pieces of a take whose recording never stopped (the tab closed or reloaded mid-answer):
   * what was said up to the last second is still here.
   */
  async unfinishedPieces(key: string): Promise<Blob[]> {
    const db = await openDb();
    const store = db.transaction(PIECES).objectStore(PIECES);
    return (await result(store.getAll(IDBKeyRange.bound(`${key}:`, `${key}:\uffff`)))) as Blob[];
  },

  /** Forgets an answer (after the server confirmed it, or before a retake). */
  async clear(key: string) {
    const db = await openDb();
    const tx = db.transaction([PIECES, TAKES], 'readwrite');
    tx.objectStore(PIECES).delete(IDBKeyRange.bound(`${key}:`, `${key}:\uffff`));
    tx.objectStore(TAKES).delete(key);
    await done(tx);
  },
};
