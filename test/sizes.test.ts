// The sizes the code keeps to, checked over the sources with the TypeScript compiler's parser: no
// file in core/engine over 450 lines, no function (declaration, method, arrow or expression) in
// core/ or cli/ over 150. A file or function that grows past them is split by concern.
import test from 'ava';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const MAX_ENGINE_FILE = 450;
const MAX_FUNCTION = 150;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Each function in the file longer than the bound: where it starts, its name if it has one, and its length in lines. */
export function longFunctions(file: string, text: string, max: number): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body) {
      const from = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      const to = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
      const name = n.name && ts.isIdentifier(n.name) ? n.name.text : ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name) ? n.parent.name.text : '(anonymous)';
      if (to - from + 1 > max) out.push(`${file}:${from + 1} ${name}: ${to - from + 1} lines`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

test(`no file in core/engine is over ${MAX_ENGINE_FILE} lines`, (t) => {
  const files = sources('core/engine');
  t.true(files.length > 20);
  const long = files.map((f) => `${f}: ${lines(readFileSync(f, 'utf8'))} lines`).filter((s) => Number(s.split(': ')[1]!.split(' ')[0]) > MAX_ENGINE_FILE);
  t.deepEqual(long, []);
});

test(`no function in core/ or cli/ is over ${MAX_FUNCTION} lines`, (t) => {
  const files = [...sources('core'), ...sources('cli')];
  t.deepEqual(files.flatMap((f) => longFunctions(f, readFileSync(f, 'utf8'), MAX_FUNCTION)), []);
});

test('the function measure counts a long function, an arrow and a method, and passes a short one', (t) => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
  const src = `function long() {\n${body(10)}\n}\nconst arrow = () => {\n${body(10)}\n};\nclass C {\n  m() {\n${body(10)}\n  }\n}\nfunction short() { return 1; }\n`;
  t.deepEqual(longFunctions('f.ts', src, 11), ['f.ts:1 long: 12 lines', 'f.ts:13 arrow: 12 lines', 'f.ts:26 m: 12 lines']);
  t.deepEqual(longFunctions('f.ts', src, 12), []);
});
