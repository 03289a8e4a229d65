#!/usr/bin/env node
// The mtg-eras binary: a fixed, executable path (npx caches bin links) that starts the bundled CLI,
// dist/bundle/cli.cjs. It is CommonJS (bin/package.json), which starts faster than an ES module.
//
// Node 20 has no compile cache, so on Node 20 the bundle is compiled through vm.Script with the V8
// code cache that `npm run build` recorded (dist/bundle/cli.cache, made after running the hot
// commands, so it holds the functions they compile): start-up measured ~1.75x -> ~1.3x bare node
// (`npm run bench`). V8 rejects a cache made by another Node version or with other flags, and then
// compiles as usual. Node >= 22 has module.enableCompileCache(), which does the same job.
'use strict';
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const vm = require('node:vm');

const BUNDLE = join(__dirname, '..', 'dist', 'bundle', 'cli.cjs');
const CACHE = join(__dirname, '..', 'dist', 'bundle', 'cli.cache');

/** Compiles and evaluates the bundle with the code cache; returns its exports and the vm.Script. */
function compile() {
  let cachedData;
  try { cachedData = readFileSync(CACHE); } catch { /* no cache: compile as usual */ }
  // The CommonJS wrapper, plus __mtgImport: import() does not work in code compiled from a code
  // cache on Node 20, so plugins (ES modules) are imported through this module's import().
  const source = `(function (exports, require, module, __filename, __dirname, __mtgImport) {${readFileSync(BUNDLE, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: BUNDLE, cachedData });
  const m = { exports: {} };
  script.runInThisContext().call(m.exports, m.exports, Module.createRequire(BUNDLE), m, BUNDLE, dirname(BUNDLE), (url) => import(url));
  return { cli: m.exports, script };
}

if (require.main === module) {
  if (Module.enableCompileCache) {
    Module.enableCompileCache();
    require(BUNDLE).main();
  } else {
    compile().cli.main();
  }
} else {
  module.exports = { compile, CACHE };
}
