'use strict';
const Module = require('node:module');
const fs = require('node:fs');
const { join } = require('node:path');
const vm = require('node:vm');
const file = join(__dirname, '..', 'dist', 'bundle', 'cliw.cjs');
const cf = process.env.CACHE;
const script = new vm.Script(fs.readFileSync(file, 'latin1'), { filename: file, cachedData: fs.existsSync(cf) ? fs.readFileSync(cf) : undefined });
const m = { exports: {} };
script.runInThisContext().call(m.exports, m.exports, Module.createRequire(file), m, file, __dirname, (u) => import(u), (n) => require(join(__dirname, '..', 'dist', 'bundle', n)));
if (process.env.TRAIN) { (async () => { for (const a of JSON.parse(process.env.TRAIN)) await m.exports.cli(a); fs.writeFileSync(cf, script.createCachedData()); })(); }
else m.exports.main();
