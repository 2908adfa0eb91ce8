// SHA-256 of a text (or of bytes), as lower-case hex: a key that says which input it came from without holding it.
export async function sha256Hex(input: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', typeof input === 'string' ? new TextEncoder().encode(input) : input);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
