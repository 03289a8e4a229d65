// A scenario file's text as a plain tree, or the first problem as file:line:col.
//
// JSON files go through JSON.parse (V8's native parser, many times faster than a YAML parser on
// the same text); one linear scan of the text counts its keys and its nesting, so that duplicate
// keys (which JSON.parse silently merges) and a nesting deeper than a parser's stack are refused.
// Only a file with a duplicate key is read again, by js-yaml, to say where. YAML files go through
// js-yaml (it rejects duplicate keys and gives line and column for syntax errors).
import { CORE_SCHEMA, load as loadYaml, YAMLException } from 'js-yaml';
import { visible } from '../visible.js';
import { jsonSyntaxError, lineCol, MAX_DEPTH, scanJson } from './json-error.js';
import { Located, type Path } from './locate.js';
import { LIMITS, RESERVED_IDS } from './schema.js';
import { InputError } from './input-error.js';

const quote = (s: string) => `"${visible(s)}"`;

/** The tree of a scenario file, checked for size and reserved keys; `src` finds positions. */
export function readTree(file: string, text: string): { raw: Record<string, unknown>; src: Located } {
  const json = /\.json$/i.test(file);
  if (text.length > LIMITS.fileBytes) throw new InputError(`${file}:1:1: the text has ${text.length} characters; a scenario may have at most ${LIMITS.fileBytes} (8 MiB)`);
  let raw: unknown;
  let census: Census | undefined;
  if (json) {
    ({ raw, census } = readJson(file, text));
  } else {
    raw = readYaml(file, text, 'YAML');
  }
  // Positions are needed only to report a problem.
  const src = new Located(file, text);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InputError(`${file}:1:1: expected a mapping with "scenario", "players", "creatures" and "combat"`);
  }
  // A JSON tree shares no node: its census counted it; a YAML tree may repeat a node through aliases.
  const big = census ? (census.values > LIMITS.values ? oversized(raw) : undefined) : oversized(raw);
  if (big) {
    const most = big.path.length ? ` (most of them in ${quote(String(big.path[0]))})` : '';
    throw new InputError(`${src.at(big.path, true)}: the file holds ${big.size} values, counting each use of a YAML alias${most}; a scenario may hold at most ${LIMITS.values}`);
  }
  const reserved = census && !census.reserved ? undefined : reservedKey(raw);
  if (reserved) {
    throw new InputError(`${src.at(reserved, true)}: ${quote(String(reserved[reserved.length - 1]))} is a reserved word and cannot be an id or key (${RESERVED_IDS.join(', ')}); rename it`);
  }
  return { raw: raw as Record<string, unknown>, src };
}

/** JSON files are JSON: no comments, single quotes or trailing commas, no key twice. */
function readJson(file: string, text: string): { raw: unknown; census: Census } {
  const scan = scanJson(text);
  if (scan.deepAt >= 0) {
    // Checked before any parser recurses into it.
    const { line, col } = lineCol(text, scan.deepAt);
    throw new InputError(`${file}:${line}:${col}: invalid JSON: nested deeper than ${MAX_DEPTH} levels`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const { offset, reason } = jsonSyntaxError(text);
    const { line, col } = lineCol(text, offset);
    throw new InputError(`${file}:${line}:${col}: invalid JSON: ${reason}`);
  }
  const census = countTree(raw);
  // JSON.parse keeps the last of two equal keys: fewer keys in the tree than in the text is a duplicate.
  if (census.keys !== scan.keys) {
    readYaml(file, text, 'JSON');
    throw new InputError(`${file}:1:1: invalid JSON: duplicate key`);
  }
  return { raw, census };
}

/** js-yaml's tree, or its first problem as one line. */
function readYaml(file: string, text: string, what: 'JSON' | 'YAML'): unknown {
  try {
    return loadYaml(text, { filename: file, schema: CORE_SCHEMA });
  } catch (e) {
    if (!(e instanceof YAMLException)) throw e;
    const multi = /but found more/.test(e.reason ?? '');
    const where = e.mark ? markAt(text, e.mark.line, e.mark.column) : multi ? secondDocument(text) : '1:1';
    const reason = e.reason === 'duplicated mapping key' ? 'duplicate key' : multi ? 'a second document: a scenario file holds one' : e.reason ?? e.message;
    throw new InputError(`${file}:${where}: invalid ${what}: ${visible(reason)}`);
  }
}

/** What a tree without shared nodes holds: its values (each container counts one), its keys, and whether a key is reserved. */
interface Census { values: number; keys: number; reserved: boolean }

/** The census of a JSON tree: module variables counted by one recursive function (no closure or record made per node). */
function countTree(root: unknown): Census {
  values = 0; keys = 0; reserved = false;
  count(root);
  return { values, keys, reserved };
}

let values = 0, keys = 0, reserved = false;
function count(node: unknown): void {
  values++;
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) count(node[i]);
    return;
  }
  for (const k in node) {
    keys++;
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') reserved = true;
    count((node as Record<string, unknown>)[k]);
  }
}

/**
 * line:col of a js-yaml mark, kept inside the text: js-yaml reads the text with a newline added
 * at its end, so "unexpected end" is marked on a line the file does not have.
 */
function markAt(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  if (line >= lines.length) return `${lines.length}:${lines[lines.length - 1]!.length + 1}`;
  return `${line + 1}:${Math.min(column, lines[line]!.length) + 1}`;
}

/** line:col of the second document of a YAML stream (after the first's content, a "---" line). */
function secondDocument(text: string): string {
  let content = false;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^(---|\.\.\.)(\s|$)/.test(l)) {
      if (content && l.startsWith('---')) return `${i + 1}:1`;
      if (l.startsWith('...')) content = true; // the next "---" (or content) starts another document
      else if (/^---\s*[^\s#]/.test(l)) content = true;
      continue;
    }
    if (/^\s*[^\s#]/.test(l)) content = true;
  }
  return '1:1';
}

/**
 * Where a file holds more than LIMITS.values values, counting each use of a YAML alias: a small
 * file whose aliases repeat a large list would otherwise be validated and run as a huge one. The
 * size of each node is counted once (memoised), so this is linear in the file. The path is the
 * top-level field that holds the most.
 */
function oversized(raw: unknown): { path: Path; size: number } | undefined {
  const sizes = new WeakMap<object, number>();
  const size = (node: unknown): number => {
    if (!node || typeof node !== 'object') return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    sizes.set(node, 1); // a cycle (not produced by js-yaml's CORE_SCHEMA) counts once
    let n = 1;
    for (const v of Array.isArray(node) ? node : Object.values(node)) n = Math.min(n + size(v), Number.MAX_SAFE_INTEGER);
    sizes.set(node, n);
    return n;
  };
  const total = size(raw);
  if (total <= LIMITS.values) return undefined;
  const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.entries(raw) : [];
  const [key] = fields.reduce<[string | undefined, number]>((best, [k, v]) => (size(v) > best[1] ? [k, size(v)] : best), [undefined, 0]);
  return { path: key === undefined ? [] : [key], size: total };
}

/**
 * The path of the first key (in any map, at any depth) that is a reserved word: JavaScript gives
 * "__proto__", "constructor" and "prototype" a meaning on objects, and schema validators drop them,
 * so they are refused rather than silently lost.
 */
export function reservedKey(raw: unknown): Path | undefined {
  // YAML aliases make one node appear many times (a "billion laughs" file is small but
  // exponentially large as a tree): each object is walked once.
  const seen = new WeakSet<object>();
  const walk = (node: unknown, path: Path): Path | undefined => {
    if (node && typeof node === 'object') {
      if (seen.has(node)) return undefined;
      seen.add(node);
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) { const p = walk(node[i], [...path, i]); if (p) return p; }
    } else if (node && typeof node === 'object') {
      for (const k of Object.keys(node)) {
        if ((RESERVED_IDS as readonly string[]).includes(k)) return [...path, k];
        const p = walk((node as Record<string, unknown>)[k], [...path, k]);
        if (p) return p;
      }
    }
    return undefined;
  };
  return walk(raw, []);
}
