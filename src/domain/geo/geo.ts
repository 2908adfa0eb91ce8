// The reader's place (content-spec §5), shared by the cinema city choice and the weather: the nearest
// place to the device's position; a failed position fetch falls back to the country-default
// location; a location without coordinates is 'invalid coords'. The error texts are the spec's, verbatim.

export const GEO_ERRORS = {
  notGranted: 'Geolocation is not granted',
  notSupported: 'Geolocation is not supported',
  appVersion: 'Current app version in not supported',
  timeout: 'Geolocation fetching is timeout',
  invalidCoords: 'invalid coords',
} as const;

export interface GeoPosition {
  lat: number;
  lon: number;
}

/** A position the rest may trust, or the spec's 'invalid coords'. */
export function checkCoords(position: { lat?: unknown; lon?: unknown } | null | undefined): { ok: true; position: GeoPosition } | { ok: false; error: string } {
  const lat = position?.lat;
  const lon = position?.lon;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return { ok: false, error: GEO_ERRORS.invalidCoords };
  }
  return { ok: true, position: { lat, lon } };
}

/** Great-circle distance in km. */
export function distanceKm(a: GeoPosition, b: GeoPosition): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The nearest of `places` to `position`; the first place when there is no position to go by. */
export function nearest<T extends GeoPosition>(places: readonly T[], position: GeoPosition | null): T | undefined {
  if (!position) return places[0];
  let best: T | undefined;
  let bestKm = Infinity;
  for (const place of places) {
    const km = distanceKm(place, position);
    if (km < bestKm) [best, bestKm] = [place, km];
  }
  return best;
}

/** The browser's GeolocationPositionError code → the spec's text (1 denied, 2 unavailable, 3 timeout). */
export function geoErrorText(code: number): string {
  return code === 1 ? GEO_ERRORS.notGranted : code === 3 ? GEO_ERRORS.timeout : GEO_ERRORS.notSupported;
}

/**
 * Local-storage keys of content-spec §9 (naming as docs/decisions/0061: `portal.<entry>`). The saved
 * city is one entry for cinemas and weather (their place ids agree where both have the city); the
 * location geo map is the last device position, `{ lat, lon, time }` plus the place it chose.
 */
export const GEO_STORAGE_KEYS = {
  savedTheater: 'portal.savedTheater',
  savedCity: 'portal.savedCity',
  locationGeoMap: 'portal.locationGeoMap',
} as const;
