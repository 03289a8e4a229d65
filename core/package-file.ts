// Data files shipped beside the code (cards/catalogue.json, docs/research/citations/*.json), found
// from this module upward: it runs from dist/core/ in the clone and from dist/bundle/ in the package.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageFile(...parts: string[]): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const f = join(dir, ...parts);
    if (existsSync(f)) return f;
    dir = dirname(dir);
  }
  throw new Error(`${parts.join('/')} not found next to the package`);
}
