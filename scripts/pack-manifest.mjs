// `npm pack` (prepack: strip, postpack: restore): the package.json users install has no scripts
// and no devDependencies. Its `prepare` builds a clone; in an installed package it would only make
// npm warn about an install script to approve, and there is nothing to build there.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const SAVED = 'package.json.pack-orig';
if (process.argv[2] === 'strip') {
  if (!existsSync(SAVED)) renameSync('package.json', SAVED);
  const { scripts: _scripts, devDependencies: _dev, ...published } = JSON.parse(readFileSync(SAVED, 'utf8'));
  writeFileSync('package.json', `${JSON.stringify(published, null, 2)}\n`);
} else if (process.argv[2] === 'restore') {
  if (existsSync(SAVED)) renameSync(SAVED, 'package.json');
} else {
  throw new Error('usage: node scripts/pack-manifest.mjs strip|restore');
}
