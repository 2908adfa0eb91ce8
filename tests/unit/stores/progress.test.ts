import { beforeEach, describe, expect, it } from 'vitest';
import { $progress, progressClearFailure, progressEnd, progressReset, progressStart } from '#/stores/progress.ts';

beforeEach(() => progressReset());

describe('top progress bar state', () => {
  it('counts running requests and navigations', () => {
    progressStart();
    progressStart();
    progressEnd();
    expect($progress.get()).toEqual({ running: 1, failed: false });
    progressEnd();
    expect($progress.get().running).toBe(0);
  });

  it('fails on request errors but not on cancellations; a new start clears the failure', () => {
    progressStart();
    progressEnd('cancelled');
    expect($progress.get().failed).toBe(false);
    progressStart();
    progressEnd('error');
    expect($progress.get()).toEqual({ running: 0, failed: true });
    progressClearFailure();
    expect($progress.get().failed).toBe(false);
    progressStart();
    progressEnd('error');
    progressStart();
    expect($progress.get().failed).toBe(false);
  });
});
