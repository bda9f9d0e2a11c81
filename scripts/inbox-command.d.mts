export const INBOX_COMMAND: string[];
