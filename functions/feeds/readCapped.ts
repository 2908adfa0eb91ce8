// Reads a response body up to a byte cap (feeds and their pictures alike): a declared length past it
// is refused unread, and a body without one is counted as it arrives (functions/readCapped.ts).
import { readStreamCapped } from '../readCapped.ts';

/** The body's bytes, or 'too-large' once more than `maxBytes` have arrived (the rest is never read). */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return 'too-large';
  }
  return readStreamCapped(response.body, maxBytes);
}
