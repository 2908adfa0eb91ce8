// Choosing a place on the weather search page saves it before its weather opens: the saved city in
// local storage (content-spec §9), and for a signed-in reader the weather area (POST /user/info,
// content-spec §7; a request that outlives the page with keepalive). No React.
import { GEO_STORAGE_KEYS } from '#/domain/geo/geo.ts';
import { storeValue } from './devicePosition.ts';
import { storedToken } from '#/stores/storedSession.ts';
import { accessTokenHeader } from '#/domain/identity/accessToken.ts';

const section = document.querySelector<HTMLElement>('[data-weather-search]');
section?.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('[data-weather-place]');
  if (!link) return;
  storeValue(GEO_STORAGE_KEYS.savedCity, link.dataset.weatherPlace ?? '');
  const token = storedToken();
  if (!token || !link.dataset.weatherArea) return;
  void fetch(`/webapi/user/info?country=${section.dataset.country ?? ''}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { ...accessTokenHeader(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ weatherArea: link.dataset.weatherArea }),
  }).catch(() => {});
});
