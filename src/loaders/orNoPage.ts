// A read whose 400 (a path nothing can have) or 404 (nothing there) is the 'no page' screen: null.
// Any other failure is the page's error.
import { toWebapiError } from '#/api/webapiError.ts';

export async function orNoPage<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const status = toWebapiError(error).statusCode;
    if (status === 400 || status === 404) return null;
    throw error;
  }
}
