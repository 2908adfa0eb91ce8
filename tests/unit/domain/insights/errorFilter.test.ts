import { describe, expect, it } from 'vitest';
import { TRACE_SAMPLE_RATE, errorReport, isIgnoredError } from '#/domain/insights/errorFilter.ts';

describe("the error reporter's rules (shell-spec §8, §9)", () => {
  it("ignores 'Network Error', 'Request aborted' and deprecation reports", () => {
    expect(isIgnoredError('Network Error')).toBe(true);
    expect(isIgnoredError('Error: Request aborted')).toBe(true);
    expect(isIgnoredError('anything', 'deprecation')).toBe(true);
    expect(isIgnoredError('TypeError: x is undefined')).toBe(false);
    expect(errorReport({ message: 'AxiosError: Network Error', source: 'rejection' }, 0)).toBeNull();
  });
  it("wraps HLS errors as 'HLS Error:' once", () => {
    expect(errorReport({ message: 'manifestLoadError', source: 'hls' }, 1)?.message).toBe('HLS Error: manifestLoadError');
    expect(errorReport({ message: 'HLS Error: {"type":"networkError"}', source: 'hls' }, 1)?.message).toBe('HLS Error: {"type":"networkError"}');
  });
  it('caps the message at 500 and the stack at 4,000 characters', () => {
    const r = errorReport({ message: 'm'.repeat(900), stack: 's'.repeat(9000), source: 'error' }, 0);
    expect(r?.message).toHaveLength(500);
    expect(r?.stack).toHaveLength(4000);
  });
  it('keeps a trace for 1 % of reports', () => {
    expect(TRACE_SAMPLE_RATE).toBe(0.01);
    expect(errorReport({ message: 'boom', stack: 'at x', source: 'error' }, 0.0099)?.stack).toBe('at x');
    expect(errorReport({ message: 'boom', stack: 'at x', source: 'error' }, 0.01)).toEqual({ message: 'boom', source: 'error' });
  });
});
