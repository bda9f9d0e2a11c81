/** Where the staff area lives, in every language; imported by next.config.ts, so it imports nothing. */
export const LOGIN_PATH = '/login';
export const INBOX_PATH = '/inbox';
