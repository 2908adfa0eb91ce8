// Reads a response body up to a byte cap: past it the stream is cancelled, so a 10 MB answer is
// never held whole (feeds and their pictures alike).

/** The body's bytes, or 'too-large' once more than `maxBytes` have arrived (the rest is never read). */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return 'too-large';
  }
  if (!response.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
