// Vitest runs server modules outside Next.js; `server-only` guards bundles, not tests.
export {};
