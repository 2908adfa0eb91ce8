// Wire shapes of a reader's own activity (my page) and notices (notifications).
import { z } from '@hono/zod-openapi';
import { ListingItem } from './content.ts';
import { SubscribedEntity } from './subscriptions.ts';

const Target = z.object({ type: z.string(), title: z.string().nullable(), path: z.string().nullable().describe('after /{country}/{ns}') });

export const ReaderActivity = z
  .object({
    follows: z.array(SubscribedEntity.omit({ stories: true })),
    followCount: z.number().int(),
    reactions: z.array(z.object({ likeType: z.number().int(), createdTime: z.number(), title: z.string(), path: z.string() })),
    comments: z.array(z.object({ hash: z.string(), body: z.string(), kind: z.string(), createdTime: z.number(), target: Target })),
    videos: z.array(z.object({ id: z.string(), title: z.string(), path: z.string(), watchedTime: z.number(), duration: z.number(), touchedTime: z.number() })),
  })
  .openapi('ReaderActivity');

export const ReaderNotices = z
  .object({
    replies: z.array(z.object({ hash: z.string(), author: z.string(), body: z.string(), myComment: z.string(), createdTime: z.number(), target: Target })),
    followed: z.array(ListingItem).describe('the newest stories of what the reader follows'),
  })
  .openapi('ReaderNotices');
