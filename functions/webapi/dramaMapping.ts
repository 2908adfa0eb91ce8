// Drama records → the wire shapes of schemas/dramas.ts.
import { cardCast, hasAired } from '#/domain/dramas/dramas.ts';
import type { DramaCardRecord, DramaRecord } from '../db/dramas.ts';
import type { DramaCard, DramaResponse } from './schemas/dramas.ts';

/** Trailers are the media store's demo streams, 1280×720. */
const TRAILER_SIZE = { width: 1280, height: 720 };

export function toDramaCard(d: DramaCardRecord): DramaCard {
  return { id: d.dramaId, urlPath: d.urlPath, title: d.title, subtitle: d.subtitle, imageHash: d.imageHash, score: d.score, filmType: d.filmType, year: d.year, cast: d.castNames };
}

/** A drama's page data; `today` is yyyy-mm-dd in the market's time zone. */
export function toDramaResponse(d: DramaRecord, commentCount: number, today: string): DramaResponse {
  return {
    pageType: 'DRAMA',
    ...toDramaCard({ ...d, castNames: cardCast(d.castNames) }),
    country: d.country,
    synopsis: d.synopsis,
    updatedTime: d.updatedTime,
    trailer: d.trailerVideoHash ? { videoHash: d.trailerVideoHash, posterHash: d.imageHash, ...TRAILER_SIZE } : null,
    fullCast: d.cast,
    episodes: d.episodes.map((e) => ({ ...e, aired: hasAired(e.airDate, today) })),
    commentCount,
  };
}
