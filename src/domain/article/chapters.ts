// Chapters of an interactive video: how a start time is written and which chapter is playing. Pure.

/** m:ss (h:mm:ss past an hour) for a start in seconds; whole seconds, rounded down. */
export function chapterClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(r)}` : `${m}:${pad(r)}`;
}

/** ISO 8601 duration for <time datetime>, e.g. PT1.5S. */
export function chapterDuration(seconds: number): string {
  return `PT${Math.max(0, Math.round(seconds * 1000) / 1000)}S`;
}

/** The index of the chapter playing at `time` (the last that started by then), -1 before the first. */
export function chapterAt(starts: readonly number[], time: number): number {
  let index = -1;
  for (const [i, start] of starts.entries()) if (start <= time + 0.05) index = i;
  return index;
}
