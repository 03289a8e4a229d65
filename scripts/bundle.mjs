// Bundles the compiled CLI (dist/cli, from tsc, which emits the decorator metadata tsyringe
// needs) into dist/bundle/cli.cjs: one CommonJS file (commands stay lazily evaluated, esbuild wraps
// what is imported dynamically), so `mtg-eras` starts without resolving hundreds of ES modules,
// and can be compiled with a V8 code cache (bin/mtg-eras.js). The cold dependencies are chunks
// beside it (see CHUNKS). Then records the caches by running the commands once. The worker
// thread of large batches is its own bundle.
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

rmSync('dist/bundle', { recursive: true, force: true });
// jsonc-parser's "main" is a UMD build that require()s its parts by computed names, which a bundle
// cannot follow: bundle its ES module build instead.
const JSONC = './node_modules/jsonc-parser/lib/esm/main.js';
const alias = { 'jsonc-parser': JSONC };
const common = { bundle: true, platform: 'node', target: 'node20', minifySyntax: true, minifyWhitespace: true, logLevel: 'warning', alias };
// The sources are ES modules: import.meta.url is the bundle's own URL (version, worker path; yargs
// finds its locales from it, and the chunks sit beside the bundle), made when first read (making a
// file URL loads Node's URL code: about 0.7 ms, and the hot commands never read it); a bundle has
// no import.meta.filename (cli/main.ts runs itself only unbundled).
const cjs = {
  ...common,
  format: 'cjs',
  define: { 'import.meta.url': '__mtgMeta.url', 'import.meta.filename': 'undefined' },
  banner: { js: 'var __mtgMeta={get url(){return this.u??=require("node:url").pathToFileURL(__filename).href}};' },
};
// import() of a computed specifier (a plugin) or of a Node module (which esbuild leaves as import())
// cannot run inside code compiled by vm.Script with a code cache on Node 20, so the launcher passes
// a real import() in as __mtgImport; when the bundle is required as a plain CommonJS module (Node
// >= 22), __mtgImport is the module's own import().
const dynamicImport = {
  name: 'dynamic-import',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(/\bimport\((?=\s*([^'"\s]|['"]node:))/g, '__mtgImport('),
      loader: 'js',
    }));
  },
};
// Cold dependencies, each a chunk of its own (yargs: help, completion and usage errors; fast-check:
// hunt), so the hot commands neither read nor deserialise them (they were 45% of the bundle).
// The bundle gets one through __mtgChunk, which the launcher passes in to compile it with its code
// cache; required as a plain CommonJS module, the bundle require()s it.
const CHUNKS = { yargs: 'yargs.cjs', 'fast-check': 'fast-check.cjs' };
const chunks = {
  name: 'chunks',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${Object.keys(CHUNKS).join('|')})$`) }, (args) => ({ path: args.path, namespace: 'chunk' }));
    b.onLoad({ filter: /.*/, namespace: 'chunk' }, (args) => ({ contents: `module.exports = __mtgChunk(${JSON.stringify(CHUNKS[args.path])});`, loader: 'js' }));
  },
};
// Dependencies every command imports but only some runs use: jsonc-parser locates a JSON syntax
// error (its module builds tables of spaces when evaluated); picocolors colours a terminal's
// output (evaluating it creates process.stdout, see cli/io.ts). The bundle evaluates each only
// when it is first used, through a facade: forwarding functions for the named exports (a name
// the sources import that is not a function fails the build), a proxy for the default export.
const LAZY = { 'jsonc-parser': await import('jsonc-parser'), picocolors: await import('picocolors') };
const lazy = {
  name: 'lazy',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => (Object.hasOwn(LAZY, args.path) && args.namespace !== 'lazy' ? { path: args.path, namespace: 'lazy' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, (args) => {
      const m = LAZY[args.path];
      const named = Object.keys(m).filter((n) => n !== 'default' && typeof m[n] === 'function').map((n) => `export const ${n} = (...a) => get().${n}(...a);`);
      return {
        contents: [
          'let m;',
          `const get = () => (m ??= require(${JSON.stringify(args.path)}));`,
          ...named,
          'default' in m ? 'export default new Proxy({}, { get: (_, k) => { const d = get(); return (d.__esModule ? d.default : d)[k]; } });' : '',
        ].join('\n'),
        resolveDir: '.',
        loader: 'js',
      };
    });
  },
};
// yargs-parser makes a require() from import.meta.url as it is evaluated (a file URL and a Module:
// 0.5-0.8 ms of every start) and calls it only to load a config file (a `config` option, which the
// command line's fast path never gives): in the bundle it is made when first called.
const YARGS_PARSER_REQUIRE = 'const require = createRequire ? createRequire(import.meta.url) : undefined;';
const lazyRequire = {
  name: 'lazy-require',
  setup(b) {
    b.onLoad({ filter: /[\\/]yargs-parser[\\/]build[\\/]lib[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(YARGS_PARSER_REQUIRE)) throw new Error(`${args.path}: yargs-parser no longer makes its require() as scripts/bundle.mjs expects`);
      const lazy = 'let made;\nconst require = createRequire ? (path) => (made ??= createRequire(import.meta.url))(path) : undefined;';
      return { contents: source.replace(YARGS_PARSER_REQUIRE, lazy), loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
await build({
  ...cjs,
  entryPoints: ['dist/cli/main.js'],
  outfile: 'dist/bundle/cli.cjs',
  banner: { js: `${cjs.banner.js}if(typeof __mtgImport!=="function")var __mtgImport=(u)=>import(u);if(typeof __mtgChunk!=="function")var __mtgChunk=(f)=>require("./"+f);` },
  plugins: [dynamicImport, chunks, lazy, lazyRequire],
});
// The entry's "#!" line would be a syntax error inside the CommonJS wrapper. esbuild escapes
// non-ASCII characters in strings but not in regular expressions (a dash in a type line): one such
// character makes V8 hold the whole source as a two-byte string, twice the memory to read and
// scan, so each is written as its \u escape, which means the same in a regular expression.
const ascii = (js) => js.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
writeFileSync('dist/bundle/cli.cjs', ascii(readFileSync('dist/bundle/cli.cjs', 'utf8').replace(/^#!.*\n/m, '')));
// A chunk's exports are the package's default export, which is what the bundle's default import
// of a CommonJS module receives.
// Every bundle file is ASCII: the launcher reads them as Latin-1, which saves decoding UTF-8.
for (const [pkg, file] of Object.entries(CHUNKS)) {
  await build({ ...cjs, stdin: { contents: `module.exports = require(${JSON.stringify(pkg)}).default;`, resolveDir: '.' }, outfile: `dist/bundle/${file}` });
  writeFileSync(`dist/bundle/${file}`, ascii(readFileSync(`dist/bundle/${file}`, 'utf8')));
}
await build({
  ...common,
  entryPoints: ['dist/cli/worker.js'],
  outfile: 'dist/bundle/worker.js',
  format: 'esm',
  // CommonJS dependencies bundled into ES modules still call require().
  banner: { js: "import{createRequire as __mtgRequire}from'node:module';const require=__mtgRequire(import.meta.url);" },
});
chmodSync('dist/cli/main.js', 0o755);

// The code caches: compile the bundle, run diff (output discarded) and save what V8 compiled; then
// the other hot commands (each checked for its exit code), and the cold ones (--help and a usage
// error: yargs; a short hunt: fast-check), whose chunks get their own caches while the bundle's
// cache stays as small as diff needs.
const train = `
const { writeFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { compile, builtCache, BUILT_CACHE } = require('./bin/mtg-eras.js');
const scripts = new Map();
const chunk = (name) => {
  if (!scripts.has(name)) scripts.set(name, compile(undefined, resolve('dist/bundle', name), chunk));
  return scripts.get(name).cli;
};
const { cli, script } = compile(undefined, undefined, chunk);
const s = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
(async () => {
  // Each command must run as it does for a user (exit 2 only for the usage error).
  const run = async (argv, want) => { const code = await cli.cli(argv); if (code !== want) throw new Error(argv.join(' ') + ': exit ' + code); };
  // The bundle's cache holds what diff compiles: V8 deserialises a whole cache at every start, and
  // the functions only the other hot commands add (JSON output, check's and run's reports, 5% of
  // the cache) cost more there than compiling them when used (diff 3-4 ms, run too).
  await run(['diff', s], 1);
  writeFileSync(BUILT_CACHE, script.createCachedData());
  await run(['diff', s, '--json'], 1);
  for (const argv of [['run', s], ['rulesets'], ['check', s]]) await run(argv, 0);
  for (const argv of [['--help'], ['hunt', '--from', 'mh3-2024', '--to', 'foundations-2024', '--boards', '3']]) await run(argv, 0);
  await run(['run', s, '--bogus'], 2);
  for (const [name, { script }] of scripts) writeFileSync(builtCache(resolve('dist/bundle', name)), script.createCachedData());
})();`;
const r = spawnSync(process.execPath, ['-e', train], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
if (r.status !== 0) throw new Error(`recording the code caches failed (exit ${r.status}): ${r.stderr}`);
