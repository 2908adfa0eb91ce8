// Secrets are not in wrangler.toml, so `wrangler types` does not see them.
interface Env {
  /** Bearer secret of the editorial API (/webapi/admin/*). Unset: the admin API answers 401. */
  ADMIN_TOKEN?: string;
  /** 'true' turns on the development login (local runs only). */
  DEV_LOGIN?: string;
  /** Signing secret of development tokens (a local default is used when unset). */
  DEV_LOGIN_SECRET?: string;
  /** The messaging platform's API base and this portal's channel id, for token verification. */
  LINE_API_URL?: string;
  LINE_CHANNEL_ID?: string;
  /** Secret that keys user hashes. */
  USER_HASH_SECRET?: string;
}
