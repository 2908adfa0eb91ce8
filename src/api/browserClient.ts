// The client as islands use it: same calls, over fetch to this origin. `observe` hears each request
// start and end (the top progress bar listens).
import type { CountryCode } from '#/markets.ts';
import { createWebapiClient, type WebapiClient } from './webapiClient.ts';

type RequestObserver = (phase: 'start' | 'ok' | 'error' | 'cancelled') => void;

export function createBrowserClient(country: CountryCode, observe?: RequestObserver): WebapiClient {
  return createWebapiClient({
    country,
    origin: window.location.origin,
    fetcher: async (request) => {
      observe?.('start');
      try {
        const response = await fetch(request, { credentials: 'same-origin' });
        observe?.(response.ok ? 'ok' : 'error');
        return response;
      } catch (error) {
        observe?.(error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'error');
        throw error;
      }
    },
  });
}
