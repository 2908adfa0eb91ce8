// Every failed call becomes one shape: { message, statusCode } (content-spec §8), default 500.
import type { ApiErrorBody } from '#functions/webapi/schemas/common.ts';
import { errorStatus } from '#/domain/shell/routeError.ts';

export class WebapiError extends Error implements ApiErrorBody {
  readonly statusCode: number;
  /** The API's business error code when it sent one (e.g. 120001 already subscribed). */
  readonly code?: number;
  constructor(message: string, statusCode = 500, code?: number) {
    super(message);
    this.name = 'WebapiError';
    this.statusCode = statusCode;
    if (code !== undefined) this.code = code;
  }
}

/** Normalises anything thrown or answered into a WebapiError. */
export function toWebapiError(error: unknown): WebapiError {
  if (error instanceof WebapiError) return error;
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    const message = typeof e.message === 'string' && e.message ? e.message : 'request failed';
    return new WebapiError(message, errorStatus(error));
  }
  return new WebapiError(typeof error === 'string' && error ? error : 'request failed', 500);
}

/** Reads an error answer: the API's JSON message when there is one, else the status text. */
export async function errorFromResponse(response: Response): Promise<WebapiError> {
  let message = response.statusText || `request failed with status ${response.status}`;
  let code: number | undefined;
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) message = body.message;
    if (typeof body.code === 'number') code = body.code;
  } catch {
    // not JSON: keep the status text
  }
  return new WebapiError(message, response.status, code);
}
