// Access-token headers of shell-spec §7: the news tab sends the native token, the mini-app and
// the web send a LIFF token.
export const ACCESS_TOKEN_HEADERS = { native: 'X-Access-Token', liff: 'X-Liff-Access-Token' } as const;
type AccessTokenKind = keyof typeof ACCESS_TOKEN_HEADERS;
export type AccessToken = { kind: AccessTokenKind; token: string };

/** The token a request carries, native first; null when it carries none. */
export function accessTokenOf(headers: { get(name: string): string | null }): AccessToken | null {
  for (const kind of ['native', 'liff'] as const) {
    const token = headers.get(ACCESS_TOKEN_HEADERS[kind])?.trim();
    if (token) return { kind, token };
  }
  return null;
}

/** The header carrying `token`, as fetch takes it. */
export function accessTokenHeader(token: AccessToken): Record<string, string> {
  return { [ACCESS_TOKEN_HEADERS[token.kind]]: token.token };
}
