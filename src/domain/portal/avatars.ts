// Avatar types of content-spec §3 "Other": how an entity's picture is drawn beside its name —
// MOVIE a poster (movies, dramas), TOPIC a topic's cover, CP a publisher's round logo, ELECTION a
// candidate's portrait. Entity items of listings carry theirs; topic entities and election
// candidates get theirs with their issues (#27 entertainment for more film kinds, #30 elections).
export const AVATAR_TYPES = ['MOVIE', 'TOPIC', 'CP', 'ELECTION'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

const BY_ENTITY: Record<string, AvatarType> = {
  MOVIE: 'MOVIE',
  DRAMA: 'MOVIE',
  CP: 'CP',
  TOPIC: 'TOPIC',
  ELECTION_PROFILE: 'ELECTION',
};

/** The avatar type of an entity type; null for a kind drawn without one. */
export function avatarTypeOf(entityType: string): AvatarType | null {
  return BY_ENTITY[entityType] ?? null;
}
