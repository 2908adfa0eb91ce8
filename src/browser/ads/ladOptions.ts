// The messenger-ad SDK's init options (shell-spec §7): the reader's theme and the friendship status
// and create addresses the SDK calls, on the ad host when one is configured, else the content API's
// own /webapi/{country}/friendship/* (functions/webapi/ads.ts). Pure: the adapter passes it on as is.
import { friendshipAddresses } from '#/domain/ads/friendshipAddresses.ts';

export interface LadInitOptions {
  theme: 'light' | 'dark';
  friendshipStatusUrl: string;
  friendshipCreateUrl: string;
}

export function ladInitOptions({ theme, country, adHost }: { theme: 'light' | 'dark'; country: string; adHost?: string }): LadInitOptions {
  const friendship = friendshipAddresses(adHost, country);
  return { theme, friendshipStatusUrl: friendship.status, friendshipCreateUrl: friendship.create };
}
