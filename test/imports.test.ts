// The import graph of the compiled code (dist/): no cycles, and layers that only point down:
// core imports nothing from rulesets/, cli/ or the composition root (compose, index); rulesets reach core only
// through core/api.js. Type-only imports vanish in compilation, so this is the runtime graph.
import test from 'ava';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const DIST = resolve('dist');
const ROOTS = ['core', 'rulesets', 'cli', 'index.js', 'compose.js', 'library.js', 'builder.js'];

function files(p: string): string[] {
  if (statSync(p).isFile()) return p.endsWith('.js') ? [p] : [];
  return readdirSync(p).flatMap((f) => files(join(p, f)));
}

/** Module (relative to dist) -> the local modules it imports, static or dynamic. */
function graph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of ROOTS.flatMap((r) => files(join(DIST, r)))) {
    const src = readFileSync(f, 'utf8');
    const deps: string[] = [];
    for (const m of src.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      deps.push(relative(DIST, resolve(dirname(f), m[1]!)));
    }
    g.set(relative(DIST, f), deps);
  }
  return g;
}

/** Every cycle's modules, found by depth-first search (Tarjan would do; the graph is small). */
export function cycles(g: ReadonlyMap<string, readonly string[]>): string[][] {
  const out: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of g.get(n) ?? []) {
      if (state.get(d) === 'open') out.push([...stack.slice(stack.indexOf(d)), d]);
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of g.keys()) if (!state.has(n)) visit(n);
  return out;
}

const g = graph();

test('the import graph is read: the engine files import each other', (t) => {
  t.true(g.size > 40);
  t.true(g.get('core/engine/combat.js')!.includes('core/engine/schedule.js'));
});

test('the cycle finder finds a cycle (so the next test can fail)', (t) => {
  t.deepEqual(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]])), [['a', 'b', 'c', 'a']]);
  t.deepEqual(cycles(new Map([['a', ['b']], ['b', []]])), []);
});

test('no import cycles in core, rulesets, cli and the package entry', (t) => {
  t.deepEqual(cycles(g).map((c) => c.join(' -> ')), []);
});

test('core imports nothing from rulesets/, cli/, the composition root or the package entry', (t) => {
  for (const [m, deps] of g) {
    if (!m.startsWith('core/')) continue;
    for (const d of deps) t.false(d.startsWith('rulesets/') || d.startsWith('cli/') || d === 'index.js' || d === 'compose.js' || d === 'library.js', `${m} imports ${d}`);
  }
});

test('the built-in rulesets reach core only through core/api.js, like outside plugins', (t) => {
  for (const [m, deps] of g) {
    if (!m.startsWith('rulesets/')) continue;
    for (const d of deps) t.true(d === 'core/api.js' || d.startsWith('rulesets/'), `${m} imports ${d}`);
  }
});

test('no engine module but the combat flow imports the combat flow', (t) => {
  for (const [m, deps] of g) t.false(m !== 'core/engine/combat.js' && m.startsWith('core/engine/') && deps.includes('core/engine/combat.js'), m);
});
