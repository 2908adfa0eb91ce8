// The showtime list's reader memory (content-spec §9 saved city, saved theater, location geo map)
// and its nearest-city button (§5 geolocation): no React. The city chosen in the form and the cinema
// of a showtime opened are kept in local storage, and for a signed-in reader on the server too
// (/webapi/cinema/my/choice). The nearest city comes from the device's position; a failure shows the
// spec's text and falls back to the country-default city (the market's first).
import { GEO_STORAGE_KEYS, nearest, type GeoPosition } from '#/domain/geo/geo.ts';
import { devicePosition, readValue as read, storeValue as store } from './devicePosition.ts';
import { storedToken } from '#/stores/storedSession.ts';
import { accessTokenHeader } from '#/domain/identity/accessToken.ts';

interface City extends GeoPosition {
  cityId: string;
  name: string;
}

function saveOnServer(country: string): void {
  const token = storedToken();
  if (!token) return;
  const body = { cityId: read(GEO_STORAGE_KEYS.savedCity) || null, cinemaId: read(GEO_STORAGE_KEYS.savedTheater) || null };
  void fetch(`/webapi/cinema/my/choice?country=${country}`, { method: 'POST', headers: { ...accessTokenHeader(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => {});
}

function wire(section: HTMLElement): void {
  const country = section.dataset.country ?? '';
  const cities = JSON.parse(section.dataset.cities ?? '[]') as City[];
  const form = section.querySelector<HTMLFormElement>('form');
  const select = section.querySelector('[data-city-select]') as HTMLSelectElement | null;
  const button = section.querySelector<HTMLButtonElement>('[data-nearest-city]');
  const status = section.querySelector<HTMLElement>('[data-geo-status]');
  form?.addEventListener('submit', () => {
    if (select?.value) store(GEO_STORAGE_KEYS.savedCity, select.value);
    saveOnServer(country);
  });
  section.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-showtime]');
    const cinema = link?.closest<HTMLElement>('[data-cinema]')?.dataset.cinema;
    if (cinema) {
      store(GEO_STORAGE_KEYS.savedTheater, cinema);
      saveOnServer(country);
    }
  });
  if (!button || !select || !form || !cities.length) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    let city: City | undefined;
    try {
      const here = await devicePosition();
      city = nearest(cities, here);
      store(GEO_STORAGE_KEYS.locationGeoMap, { ...here, cityId: city?.cityId, time: Date.now() });
    } catch (error) {
      // The country-default city (the first) stands in for a position we could not get.
      if (status) status.textContent = (error as Error).message;
      city = cities[0];
    }
    if (!city) return;
    select.value = city.cityId;
    store(GEO_STORAGE_KEYS.savedCity, city.cityId);
    saveOnServer(country);
    form.requestSubmit();
  });
}

document.querySelectorAll<HTMLElement>('[data-showtimes]').forEach(wire);
