// The messaging app's reader as the collector may know them (shell-spec §3 "Tracking user", §7 "a
// hash of tid"): the signed-in reader's id (the stored session's) as its SHA-256, and the app's
// version inside LIFF only. Its own chunk: a plain browser never loads it.
import { storedSession } from '#/stores/storedSession.ts';
import type { CollectClient } from '#/domain/insights/events.ts';
import { sha256Hex } from '#/domain/security/sha256Hex.ts';

export async function appReader(liff: boolean): Promise<Pick<CollectClient, 'tid' | 'appVersion'>> {
  const out: Pick<CollectClient, 'tid' | 'appVersion'> = {};
  const tid = storedSession()?.userId;
  if (tid && crypto.subtle) out.tid = await sha256Hex(tid);
  const version = liff ? /\bLine\/([\w.]{1,32})/i.exec(navigator.userAgent)?.[1] : undefined;
  if (version) out.appVersion = version;
  return out;
}
