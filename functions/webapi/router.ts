// Every /webapi router is an OpenAPIHono with the same defaultHook, so a failed validation answers
// 400 `{ message, statusCode }` naming the field, whichever router the route lives in.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './identity.ts';
import { validationHook } from './validation.ts';

export function newRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: (result, c) => validationHook(result as Parameters<typeof validationHook>[0], c) });
}
