// Wire shapes of the live tracking calls (content-spec §7): play view, watch time (also as a beacon),
// quality of experience, and the editors' totals.
import { z } from '@hono/zod-openapi';
import { LIVE_SOURCES, MAX_WATCH_SECONDS_PER_REPORT, TRACKED_STATUSES } from '#/domain/article/liveTracking.ts';
import { PLAY_MODES, QUALITY_OPTIONS } from '#/domain/article/videoOptions.ts';

const aid = z.number({ error: 'must be a broadcast (article) id' }).int('must be a broadcast (article) id').positive('must be a broadcast (article) id').max(2 ** 53 - 1).openapi({ example: 1 });
const sessionId = z
  .string({ error: 'must be the player session id' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
  .openapi({ example: '3f0c9a7e-7b1d-4d7f-9a55-0c4c1f0e2b6d' });
const count = (max: number) => z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must not be negative').max(max, `must be at most ${max}`);
const ms = (max: number) => count(max).describe('milliseconds');

export const PlayViewBody = z
  .object({
    aid,
    sessionId,
    broadcastStatus: z.enum(TRACKED_STATUSES, { error: `must be one of ${TRACKED_STATUSES.join(', ')}` }).describe('the status when the reader pressed play (FINISHED plays count as ARCHIVED)'),
    source: z.enum(LIVE_SOURCES, { error: `must be one of ${LIVE_SOURCES.join(', ')}` }),
    playMode: z.enum(PLAY_MODES, { error: `must be one of ${PLAY_MODES.join(', ')}` }),
  })
  .openapi('LivePlayView');

export const WatchTimeBody = z
  .object({
    aid,
    sessionId,
    seconds: z
      .number({ error: 'must be a number of seconds' })
      .gt(0, 'must be more than 0')
      .max(MAX_WATCH_SECONDS_PER_REPORT, `must be at most ${MAX_WATCH_SECONDS_PER_REPORT}`)
      .describe('seconds of playing since the session’s last report (whole milliseconds count)'),
    position: z.number({ error: 'must be a number of seconds' }).min(0, 'must not be negative').max(1e7, 'must be at most 10000000').describe('playhead, seconds'),
    quality: z.enum(QUALITY_OPTIONS, { error: `must be one of ${QUALITY_OPTIONS.join(', ')}` }),
  })
  .openapi('LiveWatchTime');

export const QoeBody = z
  .object({
    aid,
    sessionId,
    startupMs: ms(600_000).nullable().describe('press of play to first frame; null when it never started'),
    rebufferCount: count(100_000),
    rebufferMs: ms(86_400_000),
    qualitySwitches: count(100_000),
    bitrateKbps: count(1_000_000).nullable(),
    fatalError: z.string({ error: 'must be text or null' }).max(500, 'must be at most 500 characters').nullable().describe("the fatal error, 'HLS Error: …'"),
  })
  .openapi('LiveQoe');

export const TrackAnswer = z.object({ counted: z.boolean().describe('false: this play view was recorded already (a retry)') });

export const TrackSummary = z
  .object({
    broadcasts: z.array(
      z.object({
        aid: z.number().int(),
        playViews: z.number().int(),
        livePlayViews: z.number().int().describe('play views while on air'),
        watchSeconds: z.number().describe('exact to the millisecond'),
        qoeReports: z.number().int(),
        rebuffers: z.number().int(),
        fatalErrors: z.number().int(),
      }),
    ),
  })
  .openapi('LiveTrackSummary');
