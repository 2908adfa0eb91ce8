import { beforeEach, describe, expect, it } from 'vitest';
import { $progress, PROGRESS_MAX_MS, PROGRESS_THROTTLE_MS, progressClearFailure, progressEnd, progressReset, progressStart } from '#/stores/progress.ts';

beforeEach(() => progressReset());

describe('top progress bar state', () => {
  it('shows after 200 ms of a request and gives up after 5 s (shell-spec §2)', () => {
    expect([PROGRESS_THROTTLE_MS, PROGRESS_MAX_MS]).toEqual([200, 5000]);
  });

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
