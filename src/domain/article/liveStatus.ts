// Live broadcast statuses (content-spec §3): live articles take theirs from the live status lookup.
export const LIVE_STATUSES = ['RESERVED', 'LIVE', 'FINISHED', 'ARCHIVED', 'TEST_SUSPEND', 'TEST', 'SUSPEND', 'DELETED'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** What a reader is told: upcoming, on air, ended, replay, or not available. */
export const LIVE_STATUS_LABELS = ['upcoming', 'onAir', 'ended', 'replay', 'unavailable'] as const;
export type LiveStatusLabel = (typeof LIVE_STATUS_LABELS)[number];

export function liveStatusLabel(status: LiveStatus | null | undefined): LiveStatusLabel | null {
  switch (status) {
    case undefined:
    case null:
      return null;
    case 'RESERVED':
      return 'upcoming';
    case 'LIVE':
      return 'onAir';
    case 'FINISHED':
      return 'ended';
    case 'ARCHIVED':
      return 'replay';
    default:
      return 'unavailable';
  }
}
