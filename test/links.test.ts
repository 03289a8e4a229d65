// Every relative link of the Markdown documentation leads somewhere: in the repository, and in the
// package as `npm pack` ships it (a link to a file the package leaves out is dead there), with
// `#anchors` checked against the target's headings (GitHub's slugs).
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.git']);
function markdownFiles(dir = '.'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = dir === '.' ? f : join(dir, f);
    if (SKIP.has(f)) return [];
    return statSync(p).isDirectory() ? markdownFiles(p) : p.endsWith('.md') ? [p] : [];
  });
}

/** The text outside fenced code blocks. */
const unfenced = (md: string) => md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** GitHub's anchors for a file's headings ("## Costs to attack, players' mana" -> costs-to-attack-players-mana). */
function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, h] of unfenced(md).matchAll(/^#{1,6} +(.*?) *#*$/gm)) {
    const base = h!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  for (const [, id] of md.matchAll(/<a (?:name|id)="([^"]+)"/g)) out.add(id!);
  return out;
}

/** Dead links among these files: "file: target (why)". `exists` says whether a path is there. */
function deadLinks(files: readonly string[], exists: (p: string) => boolean): string[] {
  const dead: string[] = [];
  const headings = new Map<string, Set<string>>();
  const anchorsOf = (f: string) => headings.get(f) ?? headings.set(f, anchors(readFileSync(f, 'utf8'))).get(f)!;
  for (const file of files) {
    const md = readFileSync(file, 'utf8');
    const text = unfenced(md).replace(/`[^`\n]*`/g, '');
    for (const [, raw] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = raw!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const to = path ? normalize(join(dirname(file), decodeURIComponent(path))).replace(/\/$/, '') : file;
      if (!exists(to)) { dead.push(`${file}: ${target} (no such file)`); continue; }
      if (anchor && to.endsWith('.md') && !anchorsOf(to).has(anchor)) dead.push(`${file}: ${target} (no such heading)`);
    }
  }
  return dead;
}

test('no dead link in the repository\'s Markdown', (t) => {
  const files = markdownFiles();
  t.true(files.length > 20);
  t.deepEqual(deadLinks(files, existsSync), []);
});

test('no dead link in the package: every linked file ships', (t) => {
  const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as { files: { path: string }[] }[];
  const shipped = new Set(report!.files.map((f) => f.path));
  // A folder ships when a file under it does.
  for (const f of [...shipped]) for (let d = dirname(f); d !== '.'; d = dirname(d)) shipped.add(d);
  const md = [...shipped].filter((f) => f.endsWith('.md'));
  t.true(md.includes('README.md') && md.includes('docs/scenario-format.md'));
  t.deepEqual(deadLinks(md, (p) => shipped.has(p)), []);
});

test('the anchors of a heading follow GitHub\'s slugs, and a dead link is found', (t) => {
  const a = anchors('# Writing scenarios\n## Costs to attack and block, players\' mana\n```\n# not a heading\n```\n## A `code` heading\n## Choices\n## Choices\n');
  t.deepEqual([...a], ['writing-scenarios', 'costs-to-attack-and-block-players-mana', 'a-code-heading', 'choices', 'choices-1']);
  t.deepEqual(deadLinks(['README.md'], () => false).length > 0, true);
});
