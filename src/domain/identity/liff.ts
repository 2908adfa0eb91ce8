// The part of the messaging platform's mini-app SDK (@line/liff, pluggable core + modules) that
// the shell uses; loaded by src/browser/appStartup.ts only where a LIFF id is configured.
export interface LiffSdk {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
  getProfile(): Promise<{ userId: string; displayName: string; pictureUrl?: string }>;
  logout(): void;
}

/** The share part of the SDK (share-target-picker and is-api-available modules). */
export interface LiffShareSdk {
  init(config: { liffId: string }): Promise<void>;
  isApiAvailable(api: 'shareTargetPicker'): boolean;
  shareTargetPicker(messages: { type: 'text'; text: string }[], options?: { isMultiple?: boolean }): Promise<{ status: 'success' } | false | undefined>;
}
