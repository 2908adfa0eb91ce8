// Expire modes of content-spec §3 "Other": how a timed listing (one with an end date) leaves the page.
// OFF it never expires, whatever its end date; AUTO it is gone once its end date has passed; MANUAL
// it stays until an editor takes it down (its end date only informs the editor). Listings store
// theirs (functions/db/listings.ts reads it); the ads' timed placements (issue #31) take the same.
export const EXPIRE_MODES = ['OFF', 'AUTO', 'MANUAL'] as const;
export type ExpireMode = (typeof EXPIRE_MODES)[number];

/** Whether a listing with this mode and end date is still shown at `now`. */
export function listingLive(mode: ExpireMode, endDate: number | null, now: number): boolean {
  return mode !== 'AUTO' || endDate === null || now < endDate;
}
