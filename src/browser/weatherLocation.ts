// The weather page's reader place (issue #28 item 1; content-spec §5 geolocation, §9 saved city and
// location geo map): no React. The page is rendered for the place its URL names or the country's
// default; when the URL names none, this opens the reader's own place with `?locationId=` — the
// signed-in reader's weather area, else the saved city, else the place nearest the device — or, when
// the position cannot be had, stays on the default and says why with the spec's text. The status
// line's space is reserved by the page, so nothing moves when it fills.
import { GEO_STORAGE_KEYS, nearest } from '#/domain/geo/geo.ts';
import { choosePlace, type PlaceRef } from '#/domain/weather/places.ts';
import { devicePosition, readValue, storeValue } from './devicePosition.ts';
import { storedToken } from '#/stores/storedSession.ts';
import { accessTokenHeader } from '#/domain/identity/accessToken.ts';

/** The signed-in reader's weather area (GET /user/info), or null. */
async function weatherArea(country: string): Promise<string | null> {
  const token = storedToken();
  if (!token) return null;
  try {
    const res = await fetch(`/webapi/user/info?country=${country}`, { headers: accessTokenHeader(token), credentials: 'include' });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: { user?: { weatherArea?: string | null } } };
    return body.result?.user?.weatherArea ?? null;
  } catch {
    return null;
  }
}

function open(id: string): void {
  const url = new URL(location.href);
  url.searchParams.set('locationId', id);
  location.replace(url);
}

async function start(section: HTMLElement): Promise<void> {
  // A place the URL names is the reader's choice: nothing to correct.
  if (section.dataset.explicit !== undefined) return;
  const country = section.dataset.country ?? '';
  const shown = section.dataset.locationId ?? '';
  const places = JSON.parse(section.dataset.places ?? '[]') as PlaceRef[];
  const defaultId = section.dataset.defaultLocationId ?? '';
  const remembered = choosePlace(places, defaultId, { weatherArea: await weatherArea(country), savedId: readValue(GEO_STORAGE_KEYS.savedCity) });
  if (remembered.source !== 'default') {
    if (remembered.place.id !== shown) open(remembered.place.id);
    return;
  }
  try {
    const here = await devicePosition();
    const place = nearest(places, here);
    storeValue(GEO_STORAGE_KEYS.locationGeoMap, { ...here, locationId: place?.id, time: Date.now() });
    if (place && place.id !== shown) open(place.id);
  } catch (error) {
    // The country's default location stands in for a position we could not get (content-spec §5).
    const status = section.querySelector<HTMLElement>('[data-geo-status]');
    if (status) status.textContent = `${(error as Error).message} · ${status.dataset.fallback ?? ''}`;
  }
}

const section = document.querySelector<HTMLElement>('[data-weather]');
if (section) void start(section);
