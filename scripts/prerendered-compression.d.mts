import type { IncomingMessage, ServerResponse } from 'node:http';

export function createPrerenderedCompression(options?: { capacity?: number }): {
  (request: IncomingMessage, response: ServerResponse): void;
  size(): { pages: number; bytes: number; compressing: number };
};
