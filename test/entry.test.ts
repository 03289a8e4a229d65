// Importing the package entry in a fresh process: it leaves no global behind (no Reflect metadata
// polyfill, none of the helpers tsyringe's tslib sets), it still runs a scenario (tsyringe's
// decorators ran with the metadata API lent only for them: core/di-globals.ts), and it does not
// load fast-check, which only the hunt needs.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

// The child refuses to resolve fast-check (a module hook), so importing the entry fails if the entry
// loads it; huntRulesets, which does load it, must then fail with that refusal.
const CHILD = `
import { register } from 'node:module';
const hook = 'export async function resolve(s, c, next) { if (s === "fast-check") throw new Error("fast-check resolved"); return next(s, c); }';
register('data:text/javascript,' + encodeURIComponent(hook));
const names = () => ({ global: [...Object.getOwnPropertyNames(globalThis), ...Object.getOwnPropertySymbols(globalThis).map(String)].sort(), reflect: Object.getOwnPropertyNames(Reflect).sort() });
const before = names();
const out = { polyfillBefore: typeof Reflect.getMetadata };
try {
  const lib = await import(${JSON.stringify(pathToFileURL('dist/index.js').href)});
  const reg = lib.createRegistry();
  const r = lib.runScenario(reg, lib.loadScenario(reg, 'docs/scenarios/eras-s01-mogg-fanatic.yaml'), 'sixth-1999');
  out.run = { ruleset: r.ruleset, status: r.status, fanatic: r.creatures.fanatic.zone };
  const after = names();
  out.added = { global: after.global.filter((n) => !before.global.includes(n)), reflect: after.reflect.filter((n) => !before.reflect.includes(n)) };
  out.removed = { global: before.global.filter((n) => !after.global.includes(n)), reflect: before.reflect.filter((n) => !after.reflect.includes(n)) };
  out.polyfillAfter = { getMetadata: typeof Reflect.getMetadata, defineMetadata: typeof Reflect.defineMetadata, metadata: typeof Reflect.metadata };
  out.hunt = await lib.huntRulesets(reg, 'sixth-1999', 'm10-2009', { maxBoards: 1 }).then(() => 'ran', (e) => e.message);
} catch (e) {
  out.error = String(e?.message ?? e);
}
console.log(JSON.stringify(out));
`;

test('import of the package entry: no global added or removed, no Reflect polyfill left, fast-check loaded only by the hunt', (t) => {
  const p = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], { encoding: 'utf8' });
  t.is(p.status, 0, p.stderr);
  const out = JSON.parse(p.stdout);
  t.is(out.error, undefined);
  t.is(out.polyfillBefore, 'undefined');
  // A scenario runs: the engine was resolved through tsyringe without the global polyfill.
  t.deepEqual(out.run, { ruleset: 'sixth-1999', status: 'ok', fanatic: 'graveyard' });
  t.deepEqual(out.added, { global: [], reflect: [] });
  t.deepEqual(out.removed, { global: [], reflect: [] });
  t.deepEqual(out.polyfillAfter, { getMetadata: 'undefined', defineMetadata: 'undefined', metadata: 'undefined' });
  // The hunt is where fast-check is loaded: refused here, so the call fails with the refusal.
  t.regex(out.hunt, /fast-check resolved/);
});
