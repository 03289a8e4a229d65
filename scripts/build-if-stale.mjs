// npm's `prepare`: builds unless the build is current. `npm install` runs `prepare`, and so does
// the first `npx mtg-eras` in a clone (npm links the project into its exec cache), which would
// otherwise build everything a second time. The build is current when dist/.build-inputs lists the
// same build inputs (path, size, modification time) as the working tree holds now; `npm run build`
// writes it last (`--record`), so a failed or interrupted build is redone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// What the build reads: tsconfig.json's sources, the esbuild scripts, the dependencies (the
// lockfile: package.json itself is rewritten while `npm pack` runs, scripts/pack-manifest.mjs),
// and the data files the playground embeds.
const INPUTS = ['index.ts', 'compose.ts', 'library.ts', 'builder.ts', 'core', 'rulesets', 'cli', 'test', 'scripts', 'bench', 'web', 'bin', 'tsconfig.json', 'package-lock.json', 'cards/catalogue.json', 'docs/research/citations'];
const RECORD = 'dist/.build-inputs';

function list(path, out) {
  if (!existsSync(path)) return out;
  const s = statSync(path);
  if (s.isDirectory()) for (const f of readdirSync(path).sort()) list(join(path, f), out);
  else out.push(`${path} ${s.size} ${Math.round(s.mtimeMs)}`);
  return out;
}
const inputs = () => INPUTS.flatMap((p) => list(p, [])).join('\n');

if (process.argv.includes('--record')) {
  writeFileSync(RECORD, inputs());
} else if (existsSync(RECORD) && readFileSync(RECORD, 'utf8') === inputs()) {
  console.log('mtg-eras: the build is current (npm run build rebuilds it)');
} else {
  execSync('npm run build', { stdio: 'inherit' });
}
