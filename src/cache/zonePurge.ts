// Other locations' Cache API copies (docs/decisions/0018): every entry carries its page's tags in
// Cache-Tag, so the zone's purge-by-tag API removes them wherever they are. Configured with the zone
// id and a purge token; without them (locally: one location) those copies lapse with their max-age.
const API = 'https://api.cloudflare.com/client/v4';
/** Tags per purge call the API accepts. */
const TAGS_PER_CALL = 30;

export interface ZonePurge {
  purgeTags(tags: readonly string[]): Promise<void>;
}

export function zonePurge(config: { zoneId?: string; token?: string }, fetcher: typeof fetch = fetch): ZonePurge | null {
  const { zoneId, token } = config;
  if (!zoneId || !token) return null;
  return {
    async purgeTags(tags) {
      for (let i = 0; i < tags.length; i += TAGS_PER_CALL) {
        const res = await fetcher(`${API}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags: tags.slice(i, i + TAGS_PER_CALL) }),
        });
        if (!res.ok) throw new Error(`zone purge answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        await res.body?.cancel();
      }
    },
  };
}
