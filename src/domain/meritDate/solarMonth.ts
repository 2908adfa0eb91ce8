// The almanac's solar month (節月): it begins at each of the twelve "jie" solar terms, when the sun's
// apparent longitude reaches 315° (立春, 寅 month), 345° (驚蟄, 卯) … every 30°. The sun's longitude
// comes from the low-precision formula of the Astronomical Almanac (about 0.01°, a quarter of an hour),
// taken at the end of the local day: the day on which a term begins already belongs to the new month,
// as the printed almanacs count it. A term within minutes of midnight may fall a day off.
import { julianDay, type IsoDate } from './civilDate.ts';

const RAD = Math.PI / 180;

/** The sun's apparent ecliptic longitude in degrees [0, 360) at a Julian day (UT). */
export function sunLongitude(jd: number): number {
  const n = jd - 2_451_545.0;
  const L = 280.46 + 0.9856474 * n;
  const g = (357.528 + 0.9856003 * n) * RAD;
  const lambda = L + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g);
  return ((lambda % 360) + 360) % 360;
}

/** The earthly branch (0 子 … 11 亥) of the solar month a date falls in, `utcOffsetHours` its zone. */
export function solarMonthBranch(date: IsoDate, utcOffsetHours: number): number {
  const endOfDay = julianDay(date) + 1 - utcOffsetHours / 24;
  const sinceLichun = (sunLongitude(endOfDay) - 315 + 360) % 360;
  return (2 + Math.floor(sinceLichun / 30)) % 12;
}
