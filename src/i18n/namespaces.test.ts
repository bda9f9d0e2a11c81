import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NamespacesAreTyped } from './app-config';
import { namespaces } from './namespaces';

describe('the namespaces', () => {
  it('are typed from the German catalogue, each one (a compile-time check: npm run typecheck fails otherwise)', () => {
    // app-config.d.ts is a declaration file, which tsc does not check (skipLibCheck); this file is checked.
    const typed: NamespacesAreTyped = true;
    expect(typed).toBe(true);
  });

  it('name every catalogue file and no other', () => {
    const files = readdirSync(path.join(process.cwd(), 'src/messages/de'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect([...namespaces].sort()).toEqual(files.sort());
  });
});
