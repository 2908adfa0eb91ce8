// A profile row as the API's profile summary (profile pages, related people, a story's people).
import type { CelebrityType } from '#/domain/profiles/profiles.ts';
import type { ProfileRow } from '../db/profiles.ts';
import type { ProfileSummary } from './schemas/profiles.ts';

export function toProfileSummary(row: ProfileRow): ProfileSummary {
  return {
    hash: row.hash,
    name: row.name,
    imageHash: row.image_hash,
    profileInfoMeta: { celebrityType: row.celebrity_type as CelebrityType, occupation: row.occupation },
  };
}
