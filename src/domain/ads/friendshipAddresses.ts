// The friendship addresses the ad library is given (shell-spec §7): {ad host}auth/{country}/
// friendship/status and …/create, or, with no (valid) ad host configured, the content API's own
// /webapi/{country}/friendship/status and …/create.
import { isCountryCode } from '#/domain/routing/countryCodes.ts';

export interface FriendshipAddresses {
  status: string;
  create: string;
}

function adHostBase(adHost: string | undefined): string | null {
  if (!adHost) return null;
  try {
    const url = new URL(adHost);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
    if (url.search || url.hash) return null;
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    return null;
  }
}

export function friendshipAddresses(adHost: string | undefined, country: string): FriendshipAddresses {
  if (!isCountryCode(country)) throw new TypeError(`unknown country '${country}'`);
  const host = adHostBase(adHost);
  const base = host ? `${host}auth/${country}/friendship/` : `/webapi/${country}/friendship/`;
  return { status: `${base}status`, create: `${base}create` };
}
