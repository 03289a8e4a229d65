// A schema problem as one line: the one that comes first in the file, with where it is and what
// was expected (the fields allowed where an unknown one was found, the closest of them first).
import * as v from 'valibot';
import { visible } from '../visible.js';
import { InputError } from './input-error.js';
import type { Located } from './locate.js';
import { didYouMean } from '../suggest.js';
import { COLOR_PATTERN, COLORS, KEYWORD_NAMES, keywordPattern, LAND_TYPES, NUMBERED_KEYWORDS, ScenarioFile } from './schema.js';

const quote = (s: string) => `"${visible(s)}"`;

/**
 * A union's problem, or the problem of the branch that matched the value furthest when it got at
 * least two fields deep into it (an activated ability with a bad cost names the cost, not every
 * kind of ability).
 */
export function deepest(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  if (issue.type !== 'union' || !issue.issues?.length) return issue;
  // A branch's issues carry paths from the union's value on.
  const depth = (i: v.BaseIssue<unknown>) => i.path?.length ?? 0;
  const best = issue.issues.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  if (depth(best) < 2) return issue;
  return deepest({ ...best, path: [...(issue.path ?? []), ...best.path!] as v.BaseIssue<unknown>['path'] });
}

/**
 * A union's problem with a mapping (an ability, a cost) as the problem of the option that shares
 * most of its fields: { trigger: attacks, do: pump, powr: 1 } is a triggered ability with an
 * unknown field, not "expected an ability: ...".
 */
function meant(issue: v.BaseIssue<unknown>): readonly v.BaseIssue<unknown>[] {
  const items = (issue.path ?? []) as readonly PathItem[];
  if (issue.type !== 'union' || !isRecord(issue.input)) return [issue];
  const union = nodeAt(items);
  const option = union?.type === 'union' ? optionFor(union, issue.input, 1) : undefined;
  if (!option) return [issue];
  const r = v.safeParse(option as unknown as v.GenericSchema, issue.input, { abortEarly: false });
  if (r.success) return [issue];
  return r.issues.map((i) => ({ ...i, path: [...(issue.path ?? []), ...(i.path ?? [])] }) as v.BaseIssue<unknown>).map(deepest);
}

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The schema problem that comes first in the file, as one line. */
export function schemaError(src: Located, all: readonly v.BaseIssue<unknown>[]): InputError {
  const issues = all.flatMap(meant);
  const located = issues.map((issue) => {
    const items = issue.path ?? [];
    const path = items.map((p) => p.key as string | number);
    const last = items[items.length - 1] as { origin?: string } | undefined;
    const unknownKey = issue.type === 'strict_object' && issue.expected === 'never';
    const onKey = unknownKey || last?.origin === 'key';
    return { issue, path, unknownKey, offset: src.offset(path, onKey), onKey };
  });
  // A misspelt field shows up as both a missing field and an unknown one: name the unknown one.
  const missing = (x: (typeof located)[number]) => isMissingKey(x.issue);
  const parentOf = (x: (typeof located)[number]) => JSON.stringify(x.path.slice(0, -1));
  const unknownIn = new Set(located.filter((x) => x.unknownKey).map(parentOf));
  const shown = located.filter((x) => !(missing(x) && unknownIn.has(parentOf(x))));
  shown.sort((a, b) => a.offset - b.offset);
  const { issue, path, unknownKey, onKey } = shown[0]!;
  const where = src.at(path, onKey);
  if (unknownKey && Array.isArray((issue.path?.at(-1) as { input?: unknown } | undefined)?.input)) {
    // valibot reads a list where a mapping belongs as a mapping of its indexes: say what it is.
    const parent = path.slice(0, -1);
    return new InputError(`${src.at(parent)}: ${parent.length ? visible(parent.join('.')) : 'the file'}: expected a mapping (key: value), got a list`);
  }
  if (unknownKey) {
    const key = String(path[path.length - 1]);
    const fields = fieldsAt(issue.path ?? []);
    return new InputError(`${where}: unknown field ${quote(key)}${fields ? `${didYouMean(key, fields)} (expected ${fields.join(', ')})` : ''}`);
  }
  const name = path.length ? visible(path.join('.')) : 'the file';
  return new InputError(`${where}: ${name}: ${describeIssue(issue)}`);
}

/**
 * A value as JSON, cut after about 40 characters. Built piece by piece, not with JSON.stringify:
 * through YAML aliases a small file can hold a value exponentially large as text.
 */
function preview(value: unknown, max = 40): string {
  let out = '';
  const put = (s: string) => { out += s; return out.length <= max; };
  const walk = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      if (!put('[')) return false;
      for (let i = 0; i < v.length; i++) if ((i && !put(',')) || !walk(v[i])) return false;
      return put(']');
    }
    if (v && typeof v === 'object') {
      if (!put('{')) return false;
      let first = true;
      for (const [k, x] of Object.entries(v)) {
        if ((!first && !put(',')) || !put(`${JSON.stringify(k)}:`) || !walk(x)) return false;
        first = false;
      }
      return put('}');
    }
    return put(JSON.stringify(v) ?? String(v));
  };
  return walk(value) ? out : `${out.slice(0, max)}...`;
}

/** valibot reports a required key that is absent as an object issue expecting that key. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return (issue.type === 'strict_object' || issue.type === 'object') && issue.received === 'undefined' && issue.expected !== 'never';
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (isMissingKey(issue)) return `missing required field ${issue.expected}`;
  const got = issue.input === undefined ? 'nothing' : visible(preview(issue.input));
  if (issue.message.startsWith('expected')) return `${issue.message}, got ${got}${suggestion(issue)}`;
  // valibot's own messages quote the value raw (newlines included): the preview replaces it.
  const m = /^Invalid (?:type|key|length|value|format): Expected (.*?) but received /s.exec(issue.message);
  return m ? `expected ${visible(m[1]!)}, got ${got}` : visible(issue.message);
}

/** The names a mistyped value may have meant: a keyword, a colour, a land type, or one of a list. */
function suggestion(issue: v.BaseIssue<unknown>): string {
  const word = issue.input;
  if (typeof word !== 'string' || word.length > 100) return '';
  const names = namesFor(issue, word);
  return names.length ? didYouMean(word, names) : '';
}

function namesFor(issue: v.BaseIssue<unknown>, word: string): readonly string[] {
  // A union (a window or a list of windows): the names its options take.
  if (issue.type === 'union') return (issue.issues ?? []).flatMap((i) => (i.input === word ? namesFor(i, word) : []));
  const req = (issue as { requirement?: unknown }).requirement;
  let names: readonly string[] | undefined;
  if (req === keywordPattern()) {
    // "rampge 2": the numbered keywords with the number given.
    const n = /^\s*(.*?)\s+(\d{1,3})\s*$/.exec(word);
    names = n ? NUMBERED_KEYWORDS.map((k) => `${k} ${n[2]}`) : KEYWORD_NAMES;
  } else if (req === COLOR_PATTERN) names = COLORS;
  else if (issue.message.startsWith('expected a basic land type')) names = LAND_TYPES;
  else if (issue.type === 'picklist' || issue.type === 'variant' || issue.type === 'literal') names = [...issue.expected?.matchAll(/"((?:[^"\\]|\\.)*)"/g) ?? []].map((m) => m[1]!);
  return names ?? [];
}

type Node = { type: string; entries?: Record<string, Node>; wrapped?: Node; item?: Node; value?: Node; options?: readonly Node[]; key?: string; literal?: unknown; getter?: (x: unknown) => Node };
type PathItem = { key?: unknown; input?: unknown };

/** The option of a union or variant a value was meant for: by its discriminator, or the one with most of its keys. */
function optionFor(s: Node, value: unknown, least = 0): Node | undefined {
  const keys = value && typeof value === 'object' ? Object.keys(value) : [];
  let best: Node | undefined, most = least - 1;
  for (const o of s.options ?? []) {
    const e = unwrap(o, value)?.entries;
    if (!e) continue;
    if (s.type === 'variant' && s.key && e[s.key]?.literal === (value as Record<string, unknown>)[s.key]) return o;
    const n = keys.filter((k) => k in e).length;
    if (n > most) { best = o; most = n; }
  }
  return best;
}

function unwrap(s: Node | undefined, value: unknown): Node | undefined {
  for (let i = 0; s && i < 20; i++) {
    if (s.type === 'optional' || s.type === 'exact_optional' || s.type === 'nullable' || s.type === 'nullish') s = s.wrapped;
    else if (s.type === 'lazy') s = s.getter!(value);
    else if (s.type === 'union' || s.type === 'variant') s = optionFor(s, value);
    else return s;
  }
  return undefined;
}

/** The schema of the value an issue's path leads to (the last item's key in its input). */
function nodeAt(items: readonly PathItem[]): Node | undefined {
  let s: Node | undefined = ScenarioFile as unknown as Node;
  for (let i = 0; i < items.length && s; i++) {
    const { key, input } = items[i]!;
    s = unwrap(s, input);
    s = s?.entries ? s.entries[String(key)] : s?.type === 'record' ? s.value : s?.type === 'array' ? s.item : undefined;
  }
  // An optional value is its wrapped schema.
  while (s && (s.type === 'optional' || s.type === 'exact_optional')) s = s.wrapped;
  return s;
}

/** The fields the schema allows in the mapping at the end of an issue's path (where an unknown one was found). */
function fieldsAt(items: readonly PathItem[]): string[] | undefined {
  const at = unwrap(nodeAt(items.slice(0, -1)), items[items.length - 1]?.input);
  return at?.entries ? Object.keys(at.entries).filter((f) => !f.startsWith('$')) : undefined;
}
