// `mtg-eras rulesets`: the registered rulesets, oldest first.
import { registryFor, type PluginOptions } from '../context.js';
import { json, out, type Exit } from '../io.js';

/** One line per ruleset (id, effective date, title); --long adds what each changes. */
export async function rulesets(a: PluginOptions & { json?: boolean; long?: boolean }): Promise<Exit> {
  const reg = await registryFor(a);
  const metas = reg.ids.map((id) => ({ ...reg.meta(id), parent: reg.definition(id).parent }));
  if (a.json) {
    json({ rulesets: metas });
    return 0;
  }
  const w = Math.max(...metas.map((m) => m.id.length));
  const lines: string[] = [];
  for (const m of metas) {
    lines.push(`${m.id.padEnd(w)}  ${m.effective}  ${m.title}`);
    if (a.long) for (const c of m.changes) lines.push(`${' '.repeat(w + 14)}- ${c.text}`);
  }
  lines.push('', `latest = ${reg.latest}. Select by id, "latest", a range a..b, a comma list, "all", or --at YYYY-MM-DD.${a.long ? '' : ' --long: what each changes.'}`);
  out(lines.join('\n'));
  return 0;
}
