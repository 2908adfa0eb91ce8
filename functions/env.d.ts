// Secrets and local-only vars are not in wrangler.toml, so `wrangler types` does not see them;
// they extend the generated base that both `Env` and `Cloudflare.Env` build on.
interface __BaseEnv_Env {
  /** Bearer secret of the editorial API (/webapi/admin/*). Unset: the admin API answers 401. */
  ADMIN_TOKEN?: string;
  /** 'true' turns on the development login (local runs only). */
  DEV_LOGIN?: string;
  /** Signing secret of development tokens (a local default is used when unset). */
  DEV_LOGIN_SECRET?: string;
  /** The messaging platform's API base and this portal's channel id, for token verification. */
  LINE_API_URL?: string;
  LINE_CHANNEL_ID?: string;
  /** The messaging platform's login address (e.g. the LIFF URL); sign-in redirects there. */
  LINE_LOGIN_URL?: string;
  /** The mini-app (LIFF) id; set, the shell initialises LIFF and the title bar offers sign-in. */
  LIFF_ID?: string;
  /** HMAC key of signed quiz results (docs/decisions/0026, 0046); required in production. */
  QUIZ_SIGNING_KEY?: string;
  /** During a rotation, the key QUIZ_SIGNING_KEY replaced: results it signed are still accepted (0046). */
  QUIZ_SIGNING_KEY_PREVIOUS?: string;
  /** Secret that keys user hashes. */
  USER_HASH_SECRET?: string;
  /** The zone serving the portal and an API token allowed to purge it: a page cache purge then also
   * reaches every location's Cache API copies by tag (docs/decisions/0018). Unset locally. */
  CF_ZONE_ID?: string;
  /** The build's channel: unset (or 'release') in production; local runs say 'local', which offers
   * the debug console on ?debug=1 (src/domain/shell/debugLog.ts). */
  RELEASE_CHANNEL?: string;
  CF_PURGE_TOKEN?: string;
  /** Third-party ad SDK script addresses (src/domain/ads/sdkConfig.ts); unset: that SDK never loads. */
  AD_GPT_SCRIPT?: string;
  AD_LAD_SCRIPT?: string;
  AD_GFP_SCRIPT?: string;
  AD_IMA_SCRIPT?: string;
  /** The ad host of the messenger-ad SDK's friendship calls (https); unset: the content API's /webapi/{country}/friendship/*. */
  AD_HOST?: string;
  /** amp-ad's type (e.g. doubleclick); set, AMP articles carry amp-ad with the portal's unit paths. */
  AMP_AD_TYPE?: string;
  /** HMAC key of the first-party ad server's impression tokens (a local default when unset). */
  ADS_SIGNING_KEY?: string;
}
