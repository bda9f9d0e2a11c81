import type { ChildProcess } from 'node:child_process';

export function startAppServer(options: { port: number; env?: Record<string, string>; cwd?: string; quiet?: boolean }): {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | string | null>;
  output: () => string;
};
