// Tab memory (content-spec §4, shell-spec §4): the current tab is kept as pageUrlPath + date and is
// ignored once it is older than 30 minutes.

export const TAB_MEMORY_KEY = 'portal.tab';
export const TAB_MEMORY_MS = 1_800_000;

interface TabMemory {
  pageUrlPath: string;
  date: number;
}

export function rememberTab(pageUrlPath: string, now: number): TabMemory {
  return { pageUrlPath, date: now };
}

/** The remembered tab's path when the record is valid and fresh, else null. */
export function freshTab(raw: unknown, now: number): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const { pageUrlPath, date } = raw as Partial<TabMemory>;
  if (typeof pageUrlPath !== 'string' || !/^[A-Za-z0-9_.~-]{1,200}$/.test(pageUrlPath)) return null;
  if (typeof date !== 'number' || now - date > TAB_MEMORY_MS || date > now) return null;
  return pageUrlPath;
}
