// The messaging platform's mini-app SDK (LIFF) is a third-party runtime, loaded from the
// platform's CDN only where a LIFF id is configured (like the ad SDKs), never bundled.
export const LIFF_SDK_DEFAULT = 'https://static.line-scdn.net/liff/edge/2/sdk.js';

/** The part of the SDK the shell uses. */
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
  getProfile(): Promise<{ userId: string; displayName: string; pictureUrl?: string }>;
  logout(): void;
}
