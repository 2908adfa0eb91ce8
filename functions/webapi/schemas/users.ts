// Wire shapes of the reader's own data: user answers carry { code, message, result }.
import { z } from '@hono/zod-openapi';

/** The { code: 200, message: 'OK', result } envelope of the user calls. */
export const userAnswer = <S extends z.ZodType>(result: S) => z.object({ code: z.literal(200), message: z.literal('OK'), result });

export const Profile = z.object({ userId: z.string(), displayName: z.string(), pictureUrl: z.string().nullable() });

export const Demographics = z.object({ gender: z.string().nullable(), age: z.number().int().nullable(), interest: z.string().nullable(), region: z.string().nullable() });
export type Demographics = z.infer<typeof Demographics>;

export const UserInfo = z.object({
  user: Demographics.extend({
    group: z.string(),
    mature: z.boolean(),
    midOptOut: z.enum(['true', 'false']),
    weatherArea: z.string().nullable(),
  }),
});

export const UserSetting = z.object({
  personalizedContentOptOut: z.boolean(),
  isMarketingTermsAgreed: z.boolean(),
  mktTermsLastModifiedTime: z.number().nullable(),
  isTosAgreed: z.boolean(),
  tosAgreedTime: z.number().nullable(),
});

export const Friendship = z.record(z.string(), z.boolean()).describe('profile id → whether the reader is a friend');

export const UserHash = z.object({ userHash: z.string() });

export const WatchEntry = z.object({
  id: z.string(),
  contentType: z.string(),
  watchedTime: z.number(),
  touchedTime: z.number(),
  duration: z.number(),
});
export type WatchEntry = z.infer<typeof WatchEntry>;
export const WatchHistory = z.object({ items: z.array(WatchEntry) });
