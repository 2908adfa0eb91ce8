// Which forecast provider answers: the WEATHER_PROVIDER var (wrangler.toml; docs/decisions/0070),
// 'local' when unset. An unknown name is a configuration error, said once per request, not hidden.
import { PROVIDERS, type ForecastProvider, type ProviderName } from '#/domain/weather/types.ts';
import { localProvider } from './localProvider.ts';
import { openMeteoProvider } from './openMeteoProvider.ts';

export function forecastProvider(env: { WEATHER_PROVIDER?: string }, fetcher: typeof fetch = (...args) => fetch(...args)): ForecastProvider {
  const name = (env.WEATHER_PROVIDER || 'local') as ProviderName;
  if (!PROVIDERS.includes(name)) throw new Error(`WEATHER_PROVIDER must be one of ${PROVIDERS.join(', ')}, not ${name}`);
  return name === 'open-meteo' ? openMeteoProvider(fetcher) : localProvider;
}
