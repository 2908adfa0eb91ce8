// A signing secret the portal must be given once deployed (quiz results, ad tokens). Locally (npm
// start, tests: not a secure deployment) a fixed development value stands in; a deployment without
// the secret refuses (503) rather than sign with a value anyone can read here.
import { isSecureDeployment } from '#/domain/security/deployment.ts';
import { ApiError } from './validation.ts';

export interface SigningSecret {
  /** The Worker var, as the refusal names it. */
  name: string;
  /** What cannot be done without it, e.g. 'quiz results cannot be signed'. */
  refusal: string;
  development: string;
}

export function signingSecret(c: { req: { url: string } }, value: string | undefined, secret: SigningSecret): string {
  if (value) return value;
  if (!isSecureDeployment(new URL(c.req.url))) return secret.development;
  throw new ApiError(503, `${secret.refusal}: ${secret.name} is not set`);
}
