// The package as users get it: `npm pack`, installed from the tarball into an empty folder
// (offline, from the npm cache that `npm ci` filled), then the command and the typed API used there.
import test from 'ava';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { registry } from './helpers.js';

/** The most types a small user's type-check may create (docs/library.md gives the measure). */
const CONSUMER_TYPES = 60_000;

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// The research's citation files ship: `report` quotes the rules from them; nothing else of the research does.
test.serial('npm pack ships the command, the library and its types, a LICENSE, the cited rule texts, and no tests, bench or other research', (t) => {
  const [report] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], '.')) as { files: { path: string }[] }[];
  const files = report!.files.map((f) => f.path);
  for (const f of ['LICENSE', 'README.md', 'package.json', 'bin/mtg-eras.js', 'bin/package.json', 'dist/bundle/cli.cjs', 'dist/bundle/worker.js', 'dist/index.js', 'dist/index.d.ts', 'dist/compose.js', 'dist/core/api.js', 'dist/core/api.d.ts', 'cards/catalogue.json', 'docs/research/citations/sixth-1999.json', 'dist/playground/index.html']) {
    t.true(files.includes(f), f);
  }
  for (const bad of [/^dist\/test\//, /^dist\/bench\//, /^dist\/scripts\//, /^dist\/cli\//, /^docs\/research\/(?!citations\/[a-z0-9.-]+\.json$)/, /^test\//, /^bench\//, /\.ts$/]) {
    t.deepEqual(files.filter((f) => bad.test(f) && !f.endsWith('.d.ts')), [], String(bad));
  }
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  t.is(pkg.license, 'MIT');
  t.regex(readFileSync('LICENSE', 'utf8'), /^MIT License/);
  t.truthy(pkg.engines?.node);
  t.is(pkg.types, './dist/index.d.ts');
  t.is(pkg.exports['.'].types, pkg.types);
});

/**
 * A lockfile for an app that depends on the tarball: the tarball, then this package's runtime
 * dependencies exactly as this repository's lockfile resolves them. With it `npm ci --offline`
 * installs from the npm cache alone (which `npm ci` here filled), needing no registry metadata.
 */
function appLock(spec: string, tarball: string) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string; dev?: boolean; devOptional?: boolean }> };
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const registry = npm(['config', 'get', 'registry'], '.').trim().replace(/\/?$/, '/');
  const runtime = Object.entries(lock.packages).filter(([k, v]) => k.startsWith('node_modules/') && !v.dev && !v.devOptional);
  return {
    name: 'app', version: '1.0.0', lockfileVersion: 3, requires: true,
    packages: {
      '': { name: 'app', version: '1.0.0', dependencies: { 'mtg-eras': spec } },
      'node_modules/mtg-eras': {
        version: pkg.version, resolved: spec, integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
        license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines,
      },
      // The registry's tarball URL (this lockfile omits it): the cache holds it under that key.
      ...Object.fromEntries(runtime.map(([k, v]) => {
        const name = k.slice(k.lastIndexOf('node_modules/') + 'node_modules/'.length);
        return [k, { resolved: `${registry}${name}/-/${name.split('/').at(-1)}-${v.version}.tgz`, ...v }];
      })),
    },
  };
}

test.serial('the packed tarball installs into an empty folder, where `npx mtg-eras diff` and a TypeScript user work', (t) => {
  t.timeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'mtg-eras-pack-'));
  // Packed as users get it: prepack strips the scripts (the build is current: prepare does nothing).
  const tarball = join(dir, npm(['pack', '--pack-destination', dir], '.').trim().split('\n').at(-1)!);
  t.truthy(JSON.parse(readFileSync('package.json', 'utf8')).scripts?.prepare, 'postpack restored package.json');
  const shipped = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as Record<string, Record<string, string> | undefined>;
  t.is(shipped.scripts, undefined);
  t.is(shipped.devDependencies, undefined);
  // Only what runs outside the bundle: the CLI's own dependencies are in dist/bundle.
  for (const bundled of ['yargs', 'yargs-parser', 'picocolors']) t.false(Object.hasOwn(shipped.dependencies ?? {}, bundled), bundled);
  t.deepEqual(execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.cache')), [], 'no code cache made by this Node');
  const app = join(dir, 'app');
  execFileSync('mkdir', [app]);
  const spec = `file:../${basename(tarball)}`;
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module', dependencies: { 'mtg-eras': spec } }));
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify(appLock(spec, tarball)));
  // Installed with its scripts allowed: npm has nothing to warn about.
  const install = spawnSync('npm', ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: app, encoding: 'utf8' });
  t.is(install.status, 0, install.stderr);
  t.notRegex(install.stderr, /warn/i);

  copyFileSync('docs/scenarios/eras-s01-mogg-fanatic.yaml', join(app, 'mogg.yaml'));
  const diff = spawnSync('npx', ['--offline', 'mtg-eras', 'diff', 'mogg.yaml', '--json'], { cwd: app, encoding: 'utf8' });
  t.is(diff.status, 1, diff.stderr);
  const doc = JSON.parse(diff.stdout);
  // diff runs every ruleset, the dated amendments between the eras included.
  t.is(doc.results.length, registry.ids.length);
  t.deepEqual(doc.differences.map((d: { to: string }) => d.to), ['sixth-1999', 'm10-2009']);
  // Cards by name: the installed package finds its catalogue.
  writeFileSync(join(app, 'cards.yaml'), readFileSync('docs/scenarios/eras-s01-mogg-fanatic.yaml', 'utf8').replace(/fanatic: \{[^}]*\}/, 'fanatic: { controller: bob, card: Mogg Fanatic }'));
  const carded = spawnSync('npx', ['--offline', 'mtg-eras', 'diff', 'cards.yaml', '--json'], { cwd: app, encoding: 'utf8' });
  t.is(carded.status, 1, carded.stderr);
  t.deepEqual(JSON.parse(carded.stdout).differences.map((d: { to: string }) => d.to), ['sixth-1999', 'm10-2009']);
  const cards = spawnSync('npx', ['--offline', 'mtg-eras', 'cards', 'Serra', 'Angel'], { cwd: app, encoding: 'utf8' });
  t.regex(cards.stdout, /^Serra Angel/, cards.stderr);
  // The report finds its rule quotes in the installed package.
  const report = spawnSync('npx', ['--offline', 'mtg-eras', 'report', 'mogg.yaml', '--out', 'r.html'], { cwd: app, encoding: 'utf8' });
  t.is(report.status, 1, report.stderr); // written; the eras differ on this file (diff's exit codes)
  t.regex(readFileSync(join(app, 'r.html'), 'utf8'), /<details class="rule"><summary>310\.2<\/summary><blockquote>/);
  const version = spawnSync('npx', ['--offline', 'mtg-eras', '--version'], { cwd: app, encoding: 'utf8' });
  t.is(version.stdout.trim(), JSON.parse(readFileSync('package.json', 'utf8')).version);

  // A TypeScript user: docs/library.md's examples type-check against the built .d.ts (no TS7016),
  // compile and run; so does a file using the lower-level API.
  const [example, built] = [...readFileSync('docs/library.md', 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  writeFileSync(join(app, 'example.ts'), example!);
  // The page's scenario written in code (`scenario(registry, {...})`), typed by the package's declarations.
  writeFileSync(join(app, 'built.ts'), built!);
  writeFileSync(join(app, 'lower.ts'), `
import { createRegistry, loadScenarioFile, runScenario, type Result } from 'mtg-eras';
const reg = createRegistry();
const scenario = loadScenarioFile('mogg.yaml', (sel: string) => reg.select(sel));
const results: Result[] = reg.ids.map((id: string) => runScenario(reg, scenario, id));
console.log(results.map((r) => \`\${r.ruleset} \${r.creatures['bears']!.zone}\`).join('\\n'));
`);
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noUncheckedIndexedAccess: true, skipLibCheck: false, types: ['node'], typeRoots: [resolve('node_modules/@types')] },
    files: ['example.ts', 'lower.ts', 'built.ts'],
  }));
  const tsc = spawnSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', app, '--extendedDiagnostics'], { cwd: app, encoding: 'utf8' });
  t.is(tsc.status, 0, tsc.stdout + tsc.stderr);
  // The type-checking cost of the package for its users (docs/library.md): the types TypeScript
  // creates for these files and what they import, Node's types included.
  const types = Number(/^Types:\s+(\d+)$/m.exec(tsc.stdout)?.[1]);
  t.log(`a user's type-check: ${types} types`);
  t.true(types > 0 && types < CONSUMER_TYPES, `${types} types (at most ${CONSUMER_TYPES})`);
  const ran = spawnSync(process.execPath, ['lower.js'], { cwd: app, encoding: 'utf8' });
  t.is(ran.status, 0, ran.stderr);
  t.regex(ran.stdout, /^urza-1998 battlefield$/m);
  t.regex(ran.stdout, /^sixth-1999 graveyard$/m);
  const inCode = spawnSync(process.execPath, ['built.js'], { cwd: app, encoding: 'utf8' });
  t.is(inCode.status, 0, inCode.stderr);
  // Every ruleset, the Grizzly Bears surviving the 1/1 blocker's damage.
  t.deepEqual(inCode.stdout.trim().split('\n'), registry.ids.map((id) => `${id} battlefield`));
  const libDoc = spawnSync(process.execPath, ['example.js'], { cwd: app, encoding: 'utf8' });
  t.is(libDoc.status, 0, libDoc.stderr);
  t.regex(libDoc.stdout, /^foundations-2024: bears battlefield$/m);
  t.regex(libDoc.stdout, /^urza-1998 -> sixth-1999: zone\.bears/m);
  t.regex(libDoc.stdout, /^ {2}sixth-1999: .*\[310\.2\]$/m);
  t.regex(libDoc.stdout, /^RegistryError: unknown ruleset "sixth-1998"/m);
  t.regex(libDoc.stdout, /^InputError: bad\.yaml:1:1: /m);
});
