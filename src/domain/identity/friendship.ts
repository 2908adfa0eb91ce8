// Friendship with official accounts (content-spec §5, §8): asked and added only inside the
// messaging app, by a signed-in reader, with profile ids and a contact type.
export const CONTACT_TYPES = ['CP', 'ELECTION_PROFILE'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const FRIENDSHIP_ERRORS = {
  environment: 'friendship is available only inside the messaging app (not a valid environment)',
  login: 'user is not logged in',
  id: 'friendship needs a profile id',
  type: 'friendship needs a contact type: CP or ELECTION_PROFILE',
} as const;

/** Why a friendship request cannot be sent, or null when it can. */
export function friendshipRequestError(state: { messagingApp: boolean; loggedIn: boolean; ids: readonly string[]; type: string | null | undefined }): string | null {
  if (!state.messagingApp) return FRIENDSHIP_ERRORS.environment;
  if (!state.loggedIn) return FRIENDSHIP_ERRORS.login;
  if (state.ids.length === 0 || state.ids.some((id) => !id.trim())) return FRIENDSHIP_ERRORS.id;
  if (!CONTACT_TYPES.includes(state.type as ContactType)) return FRIENDSHIP_ERRORS.type;
  return null;
}
