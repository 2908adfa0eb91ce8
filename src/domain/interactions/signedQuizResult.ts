// A quiz result the server vouches for (docs/decisions/0026, 0046): `POST /quiz/{id}/calculate`
// signs the quiz, the score, the reader and the time, plus a random nonce, as a compact JWS (HS256,
// jose) whose `kid` names the key; the campaign ranking accepts only such a result, of the same
// reader, once (the nonce is spent in D1). A score a client made up, changed, replayed or took from
// another reader is refused. The key id lets the secret rotate: results signed with the previous
// key stay valid while it is still listed for verification.
import { CompactSign, base64url, compactVerify, errors } from 'jose';

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

const ALGORITHM = 'HS256';
const NOT_A_RESULT = 'is not a signed quiz result';
const FORGED = 'has a signature that does not match: it was not issued by this portal or was changed';

const encoder = new TextEncoder();

interface SigningKey {
  kid: string;
  key: CryptoKey;
}

const keys = new Map<string, Promise<SigningKey>>();

/**
 * The secret as an HMAC key, with its id: a digest of the secret (not the secret), so rotating the
 * secret changes the id without a second setting to keep in step.
 */
function signingKey(secret: string): Promise<SigningKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`quiz-result-key-id\0${secret}`)));
      const kid = base64url.encode(digest.subarray(0, 12));
      return { kid, key: await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
    })();
    keys.set(secret, key);
  }
  return key;
}

export function newNonce(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}

export async function signQuizResult(secret: string, claims: QuizResultClaims): Promise<string> {
  const { kid, key } = await signingKey(secret);
  const payload: QuizResultClaims = { quizId: claims.quizId, score: claims.score, readerId: claims.readerId, issuedAt: claims.issuedAt, nonce: claims.nonce };
  return new CompactSign(encoder.encode(JSON.stringify(payload))).setProtectedHeader({ alg: ALGORITHM, kid }).sign(key);
}

export type VerifyOutcome = { ok: true; claims: QuizResultClaims } | { ok: false; reason: string };

/** A key id none of the accepted secrets has: signed elsewhere, or with a key since retired. */
class UnknownKey extends Error {}

function claimsOf(payload: Uint8Array): QuizResultClaims | null {
  try {
    const c = JSON.parse(new TextDecoder().decode(payload)) as Partial<QuizResultClaims>;
    const valid =
      Number.isInteger(c.quizId) && typeof c.score === 'number' && (c.readerId === null || typeof c.readerId === 'string') && Number.isFinite(c.issuedAt) && typeof c.nonce === 'string';
    return valid ? { quizId: c.quizId!, score: c.score!, readerId: c.readerId!, issuedAt: c.issuedAt!, nonce: c.nonce! } : null;
  } catch {
    return null;
  }
}

/**
 * Checks the signature (in constant time, by WebCrypto) against the accepted secret its `kid` names
 * (the current one first, then any still accepted during a rotation) and the shape; the caller
 * checks quiz, reader, age and reuse.
 */
export async function verifyQuizResult(secrets: string | readonly string[], token: string): Promise<VerifyOutcome> {
  const accepted = await Promise.all((typeof secrets === 'string' ? [secrets] : secrets).map(signingKey));
  try {
    const { payload } = await compactVerify(
      token,
      (header) => {
        const found = accepted.find((k) => k.kid === header.kid);
        if (!found) throw new UnknownKey();
        return found.key;
      },
      { algorithms: [ALGORITHM] },
    );
    const claims = claimsOf(payload);
    return claims ? { ok: true, claims } : { ok: false, reason: NOT_A_RESULT };
  } catch (error) {
    if (error instanceof errors.JWSInvalid) return { ok: false, reason: NOT_A_RESULT };
    if (error instanceof UnknownKey || error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed) return { ok: false, reason: FORGED };
    if (error instanceof errors.JOSEError) return { ok: false, reason: NOT_A_RESULT };
    throw error;
  }
}
