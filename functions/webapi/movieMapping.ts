// Movie records → the wire shapes of schemas/movies.ts.
import { ratingOf } from '#/domain/movies/movies.ts';
import type { MovieCardRecord, MovieRecord } from '../db/movies.ts';
import type { MovieCard, MovieResponse } from './schemas/movies.ts';

/** Trailers are the media store's demo streams, 1280×720. */
const TRAILER_SIZE = { width: 1280, height: 720 };

export function toMovieCard(m: MovieCardRecord): MovieCard {
  return {
    id: m.movieId,
    urlPath: m.urlPath,
    title: m.title,
    subtitle: m.subtitle,
    imageHash: m.imageHash,
    avatarType: 'MOVIE',
    score: m.score,
    rating: ratingOf(m.rating),
    status: m.status,
    releaseDate: m.releaseDate,
    runtimeMinutes: m.runtimeMinutes,
    genres: m.genres,
  };
}

export function toMovieResponse(m: MovieRecord, commentCount: number): MovieResponse {
  return {
    pageType: 'MOVIE_LIST',
    ...toMovieCard(m),
    country: m.country,
    synopsis: m.synopsis,
    director: m.director,
    updatedTime: m.updatedTime,
    trailer: m.trailerVideoHash ? { videoHash: m.trailerVideoHash, posterHash: m.imageHash, ...TRAILER_SIZE } : null,
    cast: m.cast,
    commentCount,
  };
}
