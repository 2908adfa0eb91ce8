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

/**
 * A broadcast's display flag (content-spec §3): ON readers see its status; OFF the broadcast keeps
 * its status (the article data and the player's tracking have it) but readers are shown no status
 * line; HIDDEN the broadcast is not given out at all (no status in the article, none in the lookup).
 */
export const DISPLAY_FLAGS = ['ON', 'OFF', 'HIDDEN'] as const;
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];
/** How the broadcast is streamed: obs from broadcasting software, live from the app's own camera. */
export const LIVE_VIDEO_TYPES = ['obs', 'live'] as const;
export type LiveVideoType = (typeof LIVE_VIDEO_TYPES)[number];
/** The broadcast's picture: its player frame is 9:16 when PORTRAIT, 16:9 when LANDSCAPE. */
export const ORIENTATIONS = ['PORTRAIT', 'LANDSCAPE'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** The two other status sets in use (content-spec §3): a recording's, and a stream's. */
export const RECORDING_STATUSES = ['RECORDING', 'ARCHIVED', 'HIDDEN'] as const;
export const STREAM_STATUSES = ['CREATED', 'LIVE', 'COMPLETED', 'DELETED'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];
export type StreamStatus = (typeof STREAM_STATUSES)[number];
/** Any status a source reports: the broadcast set or one of the other two. */
export const REPORTED_STATUSES = [...new Set([...LIVE_STATUSES, ...RECORDING_STATUSES, ...STREAM_STATUSES])] as [string, ...string[]];
export type ReportedStatus = LiveStatus | RecordingStatus | StreamStatus;

/**
 * A reported status in the broadcast set the lookup answers: a recording in progress is on air, a
 * hidden recording is withdrawn (DELETED), a created stream is upcoming (RESERVED), a completed one
 * FINISHED; the broadcast set's own values stand.
 */
export function toLiveStatus(status: ReportedStatus): LiveStatus {
  switch (status) {
    case 'RECORDING':
      return 'LIVE';
    case 'HIDDEN':
      return 'DELETED';
    case 'CREATED':
      return 'RESERVED';
    case 'COMPLETED':
      return 'FINISHED';
    default:
      return status;
  }
}

/** Whether readers are shown the broadcast's status (its display flag is ON). */
export function showsStatus(display: DisplayFlag): boolean {
  return display === 'ON';
}
