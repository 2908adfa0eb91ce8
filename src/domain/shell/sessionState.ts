// Session state of shell-spec §3 beside the tab record and the LIFF error count (which live with the
// portal's and start-up's code): the age-checked flag, the read meta and the clicked entity. Kept in
// sessionStorage under these keys, one browser tab's session; pure rules here, the storage calls in
// the browser's code. Measurement (issue #32) reports the read meta and clicked entity with page views.
export const SESSION_KEYS = {
  /** The reader confirmed being 18 or over this session: 18+ masks open without a tap each. */
  ageChecked: 'portal.ageChecked',
  /** Where the reader came to this story from (content-spec §2 read_meta). */
  readMeta: 'portal.readMeta',
  /** The entity (publisher, profile, tag …) the reader last opened from a module. */
  clickedEntity: 'portal.clickedEntity',
} as const;

export interface ReadMeta {
  /** The listing and position the story was opened from, and the page that showed it. */
  listingId?: string;
  position?: number;
  pageUrlPath?: string;
  moduleId?: number;
}

export interface ClickedEntity {
  entityType: string;
  entityId: string;
}

const ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The read_meta query value (JSON) as session state, or null when it is not JSON of the known
 * fields: unknown fields are dropped, a malformed field refuses the whole value (as poll answers are).
 */
export function parseReadMeta(raw: string | null | undefined): ReadMeta | null {
  if (!raw || raw.length > 1000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const meta: ReadMeta = {};
  if (v.listingId !== undefined) {
    if (typeof v.listingId !== 'string' || !ID.test(v.listingId)) return null;
    meta.listingId = v.listingId;
  }
  if (v.pageUrlPath !== undefined) {
    if (typeof v.pageUrlPath !== 'string' || !ID.test(v.pageUrlPath)) return null;
    meta.pageUrlPath = v.pageUrlPath;
  }
  for (const key of ['position', 'moduleId'] as const) {
    if (v[key] === undefined) continue;
    const n = v[key];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return null;
    meta[key] = n;
  }
  return Object.keys(meta).length ? meta : null;
}

/** A clicked entity as stored, or null when the stored value is not one. */
export function parseClickedEntity(raw: string | null | undefined): ClickedEntity | null {
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<ClickedEntity> | null;
    return v && typeof v.entityType === 'string' && typeof v.entityId === 'string' && ID.test(v.entityType) && ID.test(v.entityId) ? { entityType: v.entityType, entityId: v.entityId } : null;
  } catch {
    return null;
  }
}

/** The age-checked flag as stored: only '1' is a confirmation. */
export const isAgeChecked = (raw: string | null | undefined): boolean => raw === '1';
