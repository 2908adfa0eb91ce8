// The kinds of error screen (content-spec §2) and the text of each one's title.
export type ErrorKind = 'noPage' | 'login' | 'temporary' | 'notFound';

/** Translation keys of the titles; notFound quotes the spec's text as it is. */
export const ERROR_TITLE = {
  noPage: { key: 'error.noPage' },
  login: { key: 'error.cannotSignIn' },
  temporary: { key: 'error.temporary' },
  notFound: { text: 'This page could not be found' },
} as const satisfies Record<ErrorKind, { key: string } | { text: string }>;
