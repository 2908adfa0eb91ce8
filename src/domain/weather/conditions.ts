// Condition codes: the WMO weather interpretation codes Open-Meteo answers (weather_code) grouped into
// our conditions, and the condition of a whole day from its hours.
import { CONDITIONS, type Condition } from './types.ts';

/** WMO code (0 clear … 99 thunderstorm with hail) → condition; an unknown code is CLOUDY. */
export function conditionOfWmo(code: number): Condition {
  if (code <= 1) return 'CLEAR';
  if (code === 2) return 'PARTLY_CLOUDY';
  if (code === 3) return 'CLOUDY';
  if (code === 45 || code === 48) return 'FOG';
  if (code >= 51 && code <= 57) return 'DRIZZLE';
  if ((code >= 61 && code <= 67)) return 'RAIN';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'SNOW';
  if (code >= 80 && code <= 82) return 'SHOWERS';
  if (code >= 95 && code <= 99) return 'THUNDERSTORM';
  return 'CLOUDY';
}

/** A day reads as its most severe daytime condition (the list's order is severity). */
export function dayCondition(hours: readonly { condition: Condition; isDay: boolean }[]): Condition {
  const day = hours.filter((h) => h.isDay);
  const pool = day.length ? day : hours;
  return pool.reduce<Condition>((worst, h) => (CONDITIONS.indexOf(h.condition) > CONDITIONS.indexOf(worst) ? h.condition : worst), 'CLEAR');
}
