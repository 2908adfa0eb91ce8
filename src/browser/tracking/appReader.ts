// The messaging app's reader as the collector may know them (shell-spec §3 "Tracking user", §7 "a
// hash of tid"): the signed-in reader's id (the stored session's) as its SHA-256, and the app's
// version inside LIFF only. Its own chunk: a plain browser never loads it.
import { storedSession } from '#/stores/storedSession.ts';
import type { CollectClient } from '#/domain/insights/events.ts';

export async function appReader(liff: boolean): Promise<Pick<CollectClient, 'tid' | 'appVersion'>> {
  const out: Pick<CollectClient, 'tid' | 'appVersion'> = {};
  const tid = storedSession()?.userId;
  if (tid && crypto.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(tid));
    out.tid = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  const version = liff ? /\bLine\/([\w.]{1,32})/i.exec(navigator.userAgent)?.[1] : undefined;
  if (version) out.appVersion = version;
  return out;
}
