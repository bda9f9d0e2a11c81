import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from './namespaces';

describe('the namespaces', () => {
  it('name every catalogue file and no other', () => {
    const files = readdirSync(path.join(process.cwd(), 'src/messages/de'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect([...namespaces].sort()).toEqual(files.sort());
  });
});
