// Reads a body stream up to a byte cap, counting as it goes: past the cap the stream is cancelled, so
// an oversized body (a request to the API, a publisher's feed or picture) is never held whole, with or
// without a Content-Length.

/** The stream's bytes, or 'too-large' once more than `maxBytes` have arrived (the rest is never read). */
export async function readStreamCapped(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
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
