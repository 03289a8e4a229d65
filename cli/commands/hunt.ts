import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dump } from 'js-yaml';
import { groupScenario, hunt, type Hunt } from '../../core/explore/hunt.js';
import { boardLine } from '../../core/explore/hunt.js';
import { checkTarget, writeAtomically } from '../baseline.js';
import { pluginsOf, registryFor, type PluginOptions } from '../context.js';
import { visible } from '../../core/visible.js';
import { json, out, UsageError, type Exit } from '../io.js';
import { selectOne } from './diff.js';

export async function huntCommand(a: PluginOptions & { from: string; to: string; size?: string; seed?: string; time?: string; boards?: string; out?: string; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const int = (opt: string, v: string | undefined, dflt: number, min: number, max: number, whole = true) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) throw new UsageError(`--${opt}: expected a ${whole ? 'whole ' : ''}number from ${min} to ${max}, got "${visible(String(v))}"`);
    return n;
  };
  // Before the hunt: the folder can be written (an existing file, /dev/stdout or a link loop is refused).
  if (a.out) outFolder(a.out);
  const from = selectOne(reg, 'from', a.from), to = selectOne(reg, 'to', a.to);
  const h = hunt(reg, from, to, {
    size: int('size', a.size, 3, 1, 6), seed: int('seed', a.seed, 1, 0, 2 ** 31), timeMs: int('time', a.time, a.boards !== undefined ? 3600 : 10, 0.1, 3600, false) * 1000,
    ...(a.boards !== undefined ? { maxBoards: int('boards', a.boards, 0, 1, 100_000_000) } : {}),
  });
  const files: string[] = [];
  if (a.out && h.groups.length) {
    outFolder(a.out, true);
    // Each file is checked before any is written (none is a plugin the run loaded), then written atomically.
    const plugins = pluginsOf(reg).map((p) => resolve(p.base, p.spec));
    const texts = h.groups.map((g, i) => {
      const f = join(a.out!, `hunt-${from}-${to}-${String(i + 1).padStart(2, '0')}.yaml`);
      checkTarget('--out', f, plugins);
      return [f, dump(groupScenario(reg, h, g), { lineWidth: 120, flowLevel: 3 })] as const;
    });
    for (const [f, text] of texts) {
      writeAtomically('--out', f, text, plugins);
      files.push(f);
    }
  }
  if (a.json) json({ schemaVersion: 1, ...h, files });
  else out(render(h, files));
  return h.groups.length ? 1 : 0;
}

function render(h: Hunt, files: string[]): string {
  // No timings here (they are in --json): with --boards the text is the same on every machine.
  const L = [`hunt ${h.from} -> ${h.to}, seed ${h.seed}: ${h.boardsTried} boards, ${h.groups.length} kind${h.groups.length === 1 ? '' : 's'} of difference.`];
  h.groups.forEach((g, i) => {
    L.push('', `${i + 1}. first diverging decision: ${g.rules.from ?? 'nothing'} [${g.cited.from ?? '-'}] -> ${g.rules.to ?? 'nothing'} [${g.cited.to ?? '-'}]${g.explained ? '' : '   (no `changes` entry names it)'}`,
      `   minimal board: ${boardLine(g.board)}`,
      `   ${g.fields.slice(0, 4).map((f) => `${f.field} ${String(f.from)} -> ${String(f.to)}`).join('; ')}${g.fields.length > 4 ? '; ...' : ''}`);
    if (files[i]) L.push(`   written to ${files[i]}`);
  });
  return L.join('\n');
}

/** --out names a folder: an existing one, or one that can be made (make: now). Anything else is a usage error. */
function outFolder(dir: string, make = false): void {
  let st;
  try { st = statSync(dir, { throwIfNoEntry: false }); } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`--out ${dir}: ${code === 'ELOOP' ? 'a symbolic link loop' : `cannot be read (${code ?? (e as Error).message})`}`);
  }
  if (st && !st.isDirectory()) throw new UsageError(`--out ${dir}: not a folder (hunt writes one file per kind of difference into a folder)`);
  if (st || !make) return;
  try { mkdirSync(dir, { recursive: true }); } catch (e) {
    throw new UsageError(`--out ${dir}: cannot make the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}
