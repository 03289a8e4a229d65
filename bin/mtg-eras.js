#!/usr/bin/env node
// The mtg-eras binary: a fixed, executable path (npx caches bin links) that starts the bundled CLI,
// dist/bundle/cli.cjs. It is CommonJS (bin/package.json), which starts faster than an ES module.
//
// The bundle is compiled through vm.Script with a V8 code cache made after running the hot
// commands, so it holds the functions they compile (the figures: docs/architecture.md, Build and
// start-up; `npm run bench:startup`). `npm run build` records one per bundle file (dist/bundle/*.cache); V8 rejects a
// cache made by another Node version or under other flags, and then this run compiles as usual and
// leaves a cache for this Node in the temporary folder (like Node's own compile cache;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off). The cold dependencies (yargs for help and usage
// errors, fast-check for hunt) are chunks beside the bundle, compiled the same way only when the
// bundle asks for one (__mtgChunk), so the hot commands neither read nor deserialise them. On
// Node >= 22, module.enableCompileCache() also caches the worker threads' bundle and plugins; the
// bundle keeps the V8 cache, which measured faster there too (the compile cache holds only what
// is compiled before running).
'use strict';
const Module = require('node:module');
const { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const vm = require('node:vm');

const DIR = join(__dirname, '..', 'dist', 'bundle');
const BUNDLE = join(DIR, 'cli.cjs');
/** The cache the build recorded for a bundle file. */
const builtCache = (file) => file.replace(/\.cjs$/, '.cache');
const BUILT_CACHE = builtCache(BUNDLE);

/**
 * This Node's cache of this very bundle file (V8 checks a cache against the source's length only),
 * per set of flags (V8 rejects a cache made under other flags).
 */
function localCache(file) {
  const { size, mtimeMs } = statSync(file);
  let flags = 0;
  for (const c of `${process.execArgv.join(' ')}|${process.env.NODE_OPTIONS ?? ''}`) flags = (Math.imul(flags, 31) + c.charCodeAt(0)) | 0;
  const name = file === BUNDLE ? '' : `${file.slice(DIR.length + 1, -4)}-`;
  return join(tmpdir(), 'mtg-eras-code-cache', `${name}${process.version}-${process.arch}-${(flags >>> 0).toString(36)}-${size}-${Math.round(mtimeMs)}.cache`);
}

/** os.tmpdir() without loading node:os (about 1 ms of a 60 ms start), except on Windows. */
function tmpdir() {
  if (process.platform === 'win32') return require('node:os').tmpdir();
  const dir = process.env.TMPDIR || process.env.TMP || process.env.TEMP || '/tmp';
  return dir.length > 1 && dir.endsWith('/') ? dir.slice(0, -1) : dir;
}

// The CommonJS wrapper, plus __mtgImport: import() does not work in code compiled from a code
// cache on Node 20, so plugins (ES modules) are imported through this module's import(); and
// __mtgChunk, how the bundle gets a chunk.
const HEAD = '(function (exports, require, module, __filename, __dirname, __mtgImport, __mtgChunk) {';
const TAIL = '\n})';

/** Reads at most `length` bytes of a file into buf at offset `at`; returns the bytes read. */
function readInto(file, buf, at, length) {
  const fd = openSync(file, 'r');
  try {
    let n = 0;
    for (let r; n < length && (r = readSync(fd, buf, at + n, length - n, n)) > 0;) n += r;
    return n;
  } finally {
    closeSync(fd);
  }
}

/**
 * A bundle file's source, inside the wrapper, and the first of its code caches that exists (or
 * undefined), read through one buffer: the source is written between the wrapper's ends and read
 * out as one flat string (a template around the file's text made a second copy of the source when
 * V8 flattened it), then the cache is read into the same buffer. Fresh memory is costly at start:
 * each page the process touches first is a page fault (about 3 us here, 2,400 of them in a `diff`),
 * and these three copies were about 650 of them. Whether a cache exists is asked first (a failed
 * read builds an error, 0.2 ms).
 */
function readBundle(file, caches) {
  const size = statSync(file).size, cache = caches.find((f) => f && existsSync(f));
  const cacheSize = cache ? statSync(cache).size : 0;
  const buf = Buffer.allocUnsafeSlow(Math.max(HEAD.length + size + TAIL.length, cacheSize));
  // The build writes every bundle file in ASCII (scripts/bundle.mjs), so Latin-1 reads the same
  // text without UTF-8 decoding.
  buf.latin1Write(HEAD, 0);
  const n = readInto(file, buf, HEAD.length, size);
  buf.latin1Write(TAIL, HEAD.length + n);
  const source = buf.latin1Slice(0, HEAD.length + n + TAIL.length);
  let cachedData;
  try { if (cache) cachedData = buf.subarray(0, readInto(cache, buf, 0, cacheSize)); } catch { /* no cache: compiled as usual */ }
  return { source, cachedData };
}

/**
 * Compiles and evaluates a bundle file (the CLI or a chunk) with a code cache; returns its exports
 * and the vm.Script. `chunk(name)` returns a chunk's exports (without it, the bundle require()s it);
 * `source` is the file's text in the wrapper (readBundle).
 */
function compile(cachedData, file = BUNDLE, chunk = undefined, source = `${HEAD}${readFileSync(file, 'latin1')}${TAIL}`) {
  const script = new vm.Script(source, { filename: file, cachedData });
  const m = { exports: {} };
  // The bundle requires Node's own modules only: this module's require serves (a chunk's may
  // resolve packages, from its own place).
  const req = file === BUNDLE ? require : Module.createRequire(file);
  script.runInThisContext().call(m.exports, m.exports, req, m, file, DIR, (url) => import(url), chunk);
  return { cli: m.exports, script };
}

/** Compiles a bundle file with this Node's cache or the build's; leaves a cache where neither fits. */
function start(file) {
  const local = process.env.NODE_DISABLE_COMPILE_CACHE ? undefined : localCache(file);
  const { source, cachedData } = readBundle(file, [local, builtCache(file)]);
  const { cli, script } = compile(cachedData, file, chunk, source);
  if (local && script.cachedDataRejected !== false) {
    // Once the command has run, its compiled functions are in the cache too. Best effort.
    process.once('beforeExit', () => {
      try {
        mkdirSync(join(local, '..'), { recursive: true });
        writeFileSync(`${local}.${process.pid}`, script.createCachedData());
        renameSync(`${local}.${process.pid}`, local);
      } catch { /* a read-only or full disk only costs speed */ }
    });
  }
  return cli;
}

const chunks = new Map();
/** A chunk's exports, compiled once. */
function chunk(name) {
  if (!chunks.has(name)) chunks.set(name, start(join(DIR, name)));
  return chunks.get(name);
}

if (require.main === module) {
  if (Module.enableCompileCache) Module.enableCompileCache();
  start(BUNDLE).main();
} else {
  module.exports = { compile, builtCache, BUILT_CACHE };
}
