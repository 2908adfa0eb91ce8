// Secrets are not in wrangler.toml, so `wrangler types` does not see them.
interface Env {
  /** Bearer secret of the editorial API (/webapi/admin/*). Unset: the admin API answers 401. */
  ADMIN_TOKEN?: string;
}
