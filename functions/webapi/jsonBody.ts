// JSON request bodies, validated with zod: 400 naming each bad field.
import type { z } from 'zod';
import { ApiError } from './validation.ts';

export async function jsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = await request.json();
  } catch {
    throw new ApiError(400, 'Invalid body: expected a JSON object');
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(400, result.error.issues.map((i) => `Invalid body field "${i.path.map(String).join('.') || '(body)'}": ${i.message}`).join('; '));
  }
  return result.data;
}
