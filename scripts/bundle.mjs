// Bundles the compiled CLI (dist/cli, from tsc, which emits the decorator metadata tsyringe
// needs) into dist/bundle: one file per entry plus shared chunks, so `mtg-eras` starts without
// resolving hundreds of ES modules. Commands stay lazily loaded (code splitting).
import { chmodSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/bundle', { recursive: true, force: true });
await build({
  entryPoints: ['dist/cli/main.js', 'dist/cli/worker.js'],
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  minifyWhitespace: true,
  // CommonJS dependencies bundled into ES modules still call require().
  banner: { js: "import{createRequire as __mtgRequire}from'node:module';const require=__mtgRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Runnable directly too (node is not needed on the command line).
chmodSync('dist/bundle/main.js', 0o755);
chmodSync('dist/cli/main.js', 0o755);
