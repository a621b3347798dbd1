import { browserStorage } from './browserStorage';

/*
 * A form in progress survives the end of its session (issue 27): when a 401 or the session's end takes the
 * user to the login screen while a create or edit form holds unsaved changes, the changed fields are kept
 * and put back when the user opens the same form again after signing in.
 *
 * Kept in sessionStorage, not localStorage: it belongs to this tab (the tab that goes to /giris-yap and back
 * is the one that restores it), it is gone when the tab is closed, and no other tab or later visitor of the
 * same browser profile finds someone's half-typed personal data in it. It is also dropped once restored, and
 * ignored and removed after an hour. Nothing of it is sent anywhere.
 */

const prefix = 'akademi.keptForm:';
export const keptFormMaxAgeMs = 60 * 60 * 1000;

/** The changed fields of a live form (top-level names and their current values), or undefined if none. */
export type FormSnapshot = () => Record<string, unknown> | undefined;

interface KeptForm {
  values: Record<string, unknown>;
  /** Whose form it was: only the same user gets it back. */
  email: string;
  savedAt: number;
}

const liveForms = new Map<string, FormSnapshot>();

const storage = () => browserStorage('sessionStorage');

/** A mounted form announces itself, keyed by its path; returns the function that withdraws it. */
export function registerLiveForm(key: string, snapshot: FormSnapshot): () => void {
  liveForms.set(key, snapshot);
  return () => {
    if (liveForms.get(key) === snapshot) liveForms.delete(key);
  };
}

/** A chosen file cannot be written down (and its blob: preview dies with the page): such a field is not kept. */
function holdsFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(holdsFile);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsFile);
  return false;
}

/** Writes down every live form with unsaved changes; returns how many were kept. */
export function keepLiveForms(email: string, now = Date.now()): number {
  const store = storage();
  let kept = 0;
  for (const [key, snapshot] of liveForms) {
    const changed = snapshot();
    if (!changed) continue;
    const values = Object.fromEntries(Object.entries(changed).filter(([, value]) => !holdsFile(value)));
    if (Object.keys(values).length === 0) continue;
    try {
      store?.setItem(prefix + key, JSON.stringify({ values, email, savedAt: now } satisfies KeptForm));
      kept += 1;
    } catch {
      // Storage full or disabled: the form is lost as it would have been without this feature.
    }
  }
  return kept;
}

function read(store: Storage, storageKey: string): KeptForm | undefined {
  try {
    const value = JSON.parse(store.getItem(storageKey) ?? 'null') as KeptForm | null;
    return value && typeof value.email === 'string' && typeof value.savedAt === 'number' && value.values
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** Removes kept forms older than an hour (and unreadable ones). */
export function dropStaleKeptForms(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
  for (const key of keys) {
    const kept = read(store, key);
    if (!kept || now - kept.savedAt > keptFormMaxAgeMs) store.removeItem(key);
  }
}

/** The kept changes of the form at `key` for this user, removed as they are handed out; else undefined. */
export function takeKeptForm(
  key: string,
  email: string,
  now = Date.now(),
): Record<string, unknown> | undefined {
  dropStaleKeptForms(now);
  const store = storage();
  const kept = store && read(store, prefix + key);
  // Someone else's form stays (until its hour is up) for its owner, who may sign in again in this tab.
  if (!kept || kept.email !== email) return undefined;
  store.removeItem(prefix + key);
  return kept.values;
}
