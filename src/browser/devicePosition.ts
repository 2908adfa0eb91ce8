// The device's position and the reader's place memory in local storage, for the cinema city choice
// and the weather page (content-spec §5 geolocation, §9 saved city and location geo map). Storage
// errors are swallowed (content-spec §8): the choice still applies to the page in hand.
import { checkCoords, geoErrorText, GEO_ERRORS, type GeoPosition } from '#/domain/geo/geo.ts';

export function storeValue(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or blocked.
  }
}

export function readValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The device's position, or an Error carrying the spec's text. */
export function devicePosition(): Promise<GeoPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error(GEO_ERRORS.notSupported));
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const checked = checkCoords({ lat: p.coords.latitude, lon: p.coords.longitude });
        if (checked.ok) resolve(checked.position);
        else reject(new Error(checked.error));
      },
      (e) => reject(new Error(geoErrorText(e.code))),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}
