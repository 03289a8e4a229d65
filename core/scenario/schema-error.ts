// A schema problem as one line: the one that comes first in the file, with where it is and what
// was expected (the fields allowed where an unknown one was found, the closest of them first).
import * as v from 'valibot';
import { visible } from '../visible.js';
import { InputError } from './input-error.js';
import type { Located, Path } from './locate.js';
import { Creature, Outcome, Permanent, ScenarioFile } from './schema.js';

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

/** The schema problem that comes first in the file, as one line. */
export function schemaError(src: Located, issues: readonly v.BaseIssue<unknown>[]): InputError {
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
    return new InputError(`${where}: unknown field ${quote(key)}${expectedFields(path.slice(0, -1))}`);
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
  if (issue.message.startsWith('expected')) return `${issue.message}, got ${got}`;
  // valibot's own messages quote the value raw (newlines included): the preview replaces it.
  const m = /^Invalid (?:type|key|length|value|format): Expected (.*?) but received /s.exec(issue.message);
  return m ? `expected ${visible(m[1]!)}, got ${got}` : visible(issue.message);
}

/** The fields the schema allows where an unknown one was found, taken from the schema itself. */
function expectedFields(path: Path): string {
  const top = path[0];
  const fields = path.length === 0 ? ScenarioFile.entries
    : top === 'creatures' && path.length === 2 ? Creature.entries
    : top === 'permanents' && path.length === 2 ? Permanent.entries
    : top === 'combat' && path.length === 1 ? ScenarioFile.entries.combat.entries
    : top === 'expect' && path.length === 2 ? Outcome.entries
    : undefined;
  return fields ? ` (expected ${Object.keys(fields).filter((f) => !f.startsWith('$')).join(', ')})` : '';
}
