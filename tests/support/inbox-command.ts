// `npm run inbox` (package.json) as node's arguments, for scripts and tests that run the inbox command
// many times: without npm in between, each start is a second or more shorter on a loaded machine.
export const INBOX_COMMAND = ['node_modules/tsx/dist/cli.mjs', '--conditions', 'react-server', 'scripts/inbox.ts'];
