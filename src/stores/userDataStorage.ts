// The reader's data cached in local storage with its date (content-spec §4), read and written without
// the stores: the start-up's reader check (src/browser/readerCheck.ts) uses it on every signed-in page.
import type { CachedUserData } from '#/domain/identity/userDataCache.ts';

export function read<T>(key: string): CachedUserData<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as CachedUserData<T>) : null;
  } catch {
    return null;
  }
}

export function write<T>(key: string, value: CachedUserData<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: keep it in memory only
  }
}
