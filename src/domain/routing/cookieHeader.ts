// The one reader of cookies outside Astro's own cookie API: one cookie from a Cookie request header
// (the page cache key at the worker entry, the D1 bookmark in the API and the page loaders) or from
// `document.cookie`, which has the same form (the shell's group, the poll island's pending answers).
// Callers still validate the value they get. (The `cookie` package would do this parse; it is only
// installed as a dependency of Astro's, so it is not imported here.)

/** The named cookie's value, percent-decoded where it is valid; undefined when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a malformed escape is kept as sent, not a failure
    }
  }
  return undefined;
}
