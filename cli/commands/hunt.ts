import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump } from 'js-yaml';
import { groupScenario, hunt, type Hunt } from '../../core/explore/hunt.js';
import { boardLine } from '../../core/explore/hunt.js';
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, UsageError, type Exit } from '../io.js';
import { selectOne } from './diff.js';

export async function huntCommand(a: PluginOptions & { from: string; to: string; size?: string; seed?: string; time?: string; boards?: string; out?: string; json?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const int = (opt: string, v: string | undefined, dflt: number, min: number, max: number) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${opt}: expected a number from ${min} to ${max}, got "${v}"`);
    return n;
  };
  const from = selectOne(reg, 'from', a.from), to = selectOne(reg, 'to', a.to);
  const h = hunt(reg, from, to, {
    size: int('size', a.size, 3, 1, 6), seed: int('seed', a.seed, 1, 0, 2 ** 31), timeMs: int('time', a.time, a.boards !== undefined ? 3600 : 10, 0.1, 3600) * 1000,
    ...(a.boards !== undefined ? { maxBoards: int('boards', a.boards, 0, 1, 100_000_000) } : {}),
  });
  const files: string[] = [];
  if (a.out) {
    mkdirSync(a.out, { recursive: true });
    h.groups.forEach((g, i) => {
      const f = join(a.out!, `hunt-${from}-${to}-${String(i + 1).padStart(2, '0')}.yaml`);
      writeFileSync(f, dump(groupScenario(reg, h, g), { lineWidth: 120, flowLevel: 3 }));
      files.push(f);
    });
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
