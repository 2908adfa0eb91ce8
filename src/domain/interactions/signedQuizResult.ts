// A quiz result the server vouches for (docs/decisions/0026): `POST /quiz/{id}/calculate` signs the
// quiz, the score, the reader and the time with HMAC-SHA-256, plus a random nonce; the campaign
// ranking accepts only such a result, of the same reader, once (the nonce is spent in D1). A score a
// client made up, changed, replayed or took from another reader is refused.

export interface QuizResultClaims {
  quizId: number;
  score: number;
  /** The signed-in reader the answers were scored for; null when nobody was signed in. */
  readerId: string | null;
  /** Epoch ms when it was signed. */
  issuedAt: number;
  nonce: string;
}

/** How long a signed result may be entered in a ranking. */
export const SIGNED_RESULT_TTL_MS = 60 * 60_000;

const PREFIX = 'qr1';

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export function newNonce(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function signQuizResult(secret: string, claims: QuizResultClaims): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify([claims.quizId, claims.score, claims.readerId, claims.issuedAt, claims.nonce])));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${PREFIX}.${payload}`)));
  return `${PREFIX}.${payload}.${toBase64Url(signature)}`;
}

export type VerifyOutcome = { ok: true; claims: QuizResultClaims } | { ok: false; reason: string };

/** Checks the signature (in constant time, by WebCrypto) and the shape; the caller checks quiz, reader, age and reuse. */
export async function verifyQuizResult(secret: string, token: string): Promise<VerifyOutcome> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return { ok: false, reason: 'is not a signed quiz result' };
  const signature = fromBase64Url(parts[2]!);
  const payload = fromBase64Url(parts[1]!);
  if (!signature || !payload) return { ok: false, reason: 'is not a signed quiz result' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(`${PREFIX}.${parts[1]}`));
  if (!valid) return { ok: false, reason: 'has a signature that does not match: it was not issued by this portal or was changed' };
  try {
    const [quizId, score, readerId, issuedAt, nonce] = JSON.parse(new TextDecoder().decode(payload)) as [number, number, string | null, number, string];
    return { ok: true, claims: { quizId, score, readerId, issuedAt, nonce } };
  } catch {
    return { ok: false, reason: 'is not a signed quiz result' };
  }
}
