// When tracking starts (shell-spec §4): "Tracking starts after user info and a second startup task
// both finish. It runs in idle time when idle tracking is enabled (configuration, or an A/B test list
// containing the group), the environment is not the messaging app, and idle callbacks exist;
// otherwise it starts at once."
import { cookieValue } from '#/domain/routing/cookieHeader.ts';

export interface IdleTrackingConfig {
  /** Idle tracking for everyone. */
  idle: boolean;
  /** The test groups for which it is on (the A/B test list). */
  idleGroups: readonly string[];
}

export function trackingStartMode(
  config: IdleTrackingConfig,
  reader: { group: string; messagingApp: boolean; idleCallbacks: boolean },
): 'idle' | 'now' {
  const enabled = config.idle || config.idleGroups.includes(reader.group);
  return enabled && !reader.messagingApp && reader.idleCallbacks ? 'idle' : 'now';
}

/** "group (test group, cookie-stored, falls back to default group NA)". */
export function readerGroup(cookie: string): string {
  return (cookieValue(cookie, 'group') ?? '').slice(0, 40) || 'NA';
}
