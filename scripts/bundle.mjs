// Bundles the compiled CLI (dist/cli, from tsc, which emits the decorator metadata tsyringe
// needs) into dist/bundle/cli.cjs: one CommonJS file (commands and yargs stay lazily evaluated,
// esbuild wraps what is imported dynamically), so `mtg-eras` starts without resolving hundreds
// of ES modules, and can be compiled with a V8 code cache (bin/mtg-eras.js). Then records that
// cache by running the hot commands once. The worker thread of large batches is its own bundle.
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/bundle', { recursive: true, force: true });
// jsonc-parser's "main" is a UMD build that require()s its parts by computed names, which a bundle
// cannot follow: bundle its ES module build instead.
const alias = { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' };
const common = { bundle: true, platform: 'node', target: 'node20', minifySyntax: true, minifyWhitespace: true, logLevel: 'warning', alias };
// import() of a computed specifier (a plugin) cannot run inside code compiled by vm.Script with a
// code cache on Node 20, so the launcher passes a real import() in as __mtgImport; when the bundle
// is required as a plain CommonJS module (Node >= 22), __mtgImport is the module's own import().
const dynamicImport = {
  name: 'dynamic-import',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(/\bimport\((?=\s*[^'"\s])/g, '__mtgImport('),
      loader: 'js',
    }));
  },
};
await build({
  ...common,
  entryPoints: ['dist/cli/main.js'],
  outfile: 'dist/bundle/cli.cjs',
  format: 'cjs',
  // The sources are ES modules: import.meta.url is the bundle's own URL (version, worker path).
  define: { 'import.meta.url': '__mtgUrl' },
  banner: { js: 'var __mtgUrl=require("node:url").pathToFileURL(__filename).href;if(typeof __mtgImport!=="function")var __mtgImport=(u)=>import(u);' },
  plugins: [dynamicImport],
});
// The entry's "#!" line would be a syntax error inside the CommonJS wrapper.
writeFileSync('dist/bundle/cli.cjs', readFileSync('dist/bundle/cli.cjs', 'utf8').replace(/^#!.*\n/m, ''));
await build({
  ...common,
  entryPoints: ['dist/cli/worker.js'],
  outfile: 'dist/bundle/worker.js',
  format: 'esm',
  // CommonJS dependencies bundled into ES modules still call require().
  banner: { js: "import{createRequire as __mtgRequire}from'node:module';const require=__mtgRequire(import.meta.url);" },
});
chmodSync('dist/cli/main.js', 0o755);

// The code cache: compile the bundle, run the hot commands (output discarded), save what V8 compiled.
const train = `
const { writeFileSync } = require('node:fs');
const { compile, BUILT_CACHE } = require('./bin/mtg-eras.js');
const { cli, script } = compile();
const s = 'docs/scenarios/eras-s01-mogg-fanatic.yaml';
(async () => {
  for (const argv of [['diff', s], ['run', s], ['rulesets'], ['check', s], ['diff', s, '--json'], ['--help']]) await cli.cli(argv);
  writeFileSync(BUILT_CACHE, script.createCachedData());
})();`;
const r = spawnSync(process.execPath, ['-e', train], { stdio: ['ignore', 'ignore', 'inherit'] });
if (r.status !== 0) throw new Error(`recording the code cache failed (exit ${r.status})`);
