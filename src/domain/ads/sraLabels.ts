// Ad labels for SRA and production apply only in rc or release builds (shell-spec §5). An unset
// channel is the production release (the Worker var RELEASE_CHANNEL is set locally and in betas).

export function sraLabelsEnabled(releaseChannel?: string): boolean {
  return releaseChannel === undefined || releaseChannel === '' || releaseChannel === 'rc' || releaseChannel === 'release';
}
