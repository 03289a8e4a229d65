#!/usr/bin/env node
// The mtg-eras binary: a fixed, executable path (npx caches bin links) that starts the bundled CLI,
// dist/bundle/cli.cjs. It is CommonJS (bin/package.json), which starts faster than an ES module.
//
// The bundle is compiled through vm.Script with a V8 code cache made after running the hot
// commands, so it holds the functions they compile (start-up ~1.75x -> ~1.35x bare node on Node 20,
// `npm run bench`). `npm run build` records one (dist/bundle/cli.cache); V8 rejects a cache made by
// another Node version or under other flags, and then this run compiles as usual and leaves a cache
// for this Node in the temporary folder (like Node's own compile cache; NODE_DISABLE_COMPILE_CACHE=1
// turns it off). On Node >= 22, module.enableCompileCache() also caches the worker threads' bundle
// and plugins; the main bundle keeps the V8 cache, which measured faster there too (the compile
// cache holds only what is compiled before running).
'use strict';
const Module = require('node:module');
const { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const vm = require('node:vm');

const BUNDLE = join(__dirname, '..', 'dist', 'bundle', 'cli.cjs');
const BUILT_CACHE = join(__dirname, '..', 'dist', 'bundle', 'cli.cache');

/**
 * This Node's cache of this very bundle (V8 checks a cache against the source's length only), per
 * set of flags (V8 rejects a cache made under other flags).
 */
function localCache() {
  const { size, mtimeMs } = statSync(BUNDLE);
  let flags = 0;
  for (const c of `${process.execArgv.join(' ')}|${process.env.NODE_OPTIONS ?? ''}`) flags = (Math.imul(flags, 31) + c.charCodeAt(0)) | 0;
  return join(tmpdir(), 'mtg-eras-code-cache', `${process.version}-${process.arch}-${(flags >>> 0).toString(36)}-${size}-${Math.round(mtimeMs)}.cache`);
}

function read(file) {
  try { return readFileSync(file); } catch { return undefined; }
}

/** Compiles and evaluates the bundle with a code cache; returns its exports and the vm.Script. */
function compile(cachedData) {
  // The CommonJS wrapper, plus __mtgImport: import() does not work in code compiled from a code
  // cache on Node 20, so plugins (ES modules) are imported through this module's import().
  const source = `(function (exports, require, module, __filename, __dirname, __mtgImport) {${readFileSync(BUNDLE, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: BUNDLE, cachedData });
  const m = { exports: {} };
  script.runInThisContext().call(m.exports, m.exports, Module.createRequire(BUNDLE), m, BUNDLE, dirname(BUNDLE), (url) => import(url));
  return { cli: m.exports, script };
}

if (require.main === module) {
  if (Module.enableCompileCache) Module.enableCompileCache();
  const caching = !process.env.NODE_DISABLE_COMPILE_CACHE;
  const local = caching ? localCache() : undefined;
  const { cli, script } = compile((local && read(local)) ?? read(BUILT_CACHE));
  if (local && script.cachedDataRejected !== false) {
    // Once the command has run, its compiled functions are in the cache too. Best effort.
    process.once('beforeExit', () => {
      try {
        mkdirSync(dirname(local), { recursive: true });
        writeFileSync(`${local}.${process.pid}`, script.createCachedData());
        renameSync(`${local}.${process.pid}`, local);
      } catch { /* a read-only or full disk only costs speed */ }
    });
  }
  cli.main();
} else {
  module.exports = { compile, BUILT_CACHE };
}
