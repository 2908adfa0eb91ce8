import { describe, expect, it } from 'vitest';
import { isSecureDeployment } from '#/domain/security/deployment.ts';

describe('isSecureDeployment', () => {
  it('is true for HTTPS on a public name', () => {
    expect(isSecureDeployment(new URL('https://news.example.com/tw/v2/tab'))).toBe(true);
  });
  it('is false over plain HTTP and on loopback names', () => {
    for (const url of ['http://news.example.com/', 'https://localhost:8787/', 'https://127.0.0.1/', 'https://[::1]/', 'https://portal.localhost/']) {
      expect(isSecureDeployment(new URL(url)), url).toBe(false);
    }
  });
});
