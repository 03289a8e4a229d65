// Where a node of a scenario file is, as file:line:col, to report a problem in it.
//
// Made only when a file has a problem, by a second pass of the same parser (js-yaml, for YAML and
// JSON alike) with its listener, which is told where every node opens and closes: one linear pass,
// a few small records per node. (The `yaml` package's positional parse, used before, took 10 s
// and 1.3 GB on an 8 MiB file; this pass takes about as long as loading the file.)
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';

export type Path = (string | number)[];

/** A parsed node: where it opens (before any leading space) and closes, and its value. */
interface Span { open: number; close: number; value: unknown }
/** The children of a mapping (key and value spans) or a sequence (item spans). */
interface Container { pairs?: Map<string, { key: Span; value: Span | undefined }>; items?: Span[] }

export class Located {
  private built: { root: Span | undefined; containers: WeakMap<object, Container> } | undefined;
  private lineStarts: number[] | undefined;
  constructor(readonly file: string, readonly text: string) {}

  /** "file:line:col" of the node at path; with key=true, of the map key itself. */
  at(path: Path, key = false): string {
    return this.pos(this.offset(path, key));
  }

  /** The character offset of the node at path (of the deepest part of the path that exists). */
  offset(path: Path, key = false): number {
    const { root, containers } = this.build();
    if (!root) return 0;
    let span = root;
    let offset = this.start(root.open);
    for (let i = 0; i < path.length; i++) {
      const c = span.value && typeof span.value === 'object' ? containers.get(span.value) : undefined;
      if (!c) break;
      const seg = path[i]!;
      if (c.pairs) {
        const pair = c.pairs.get(String(seg));
        if (!pair) break;
        offset = this.keyStart(pair.key.open);
        if ((key && i === path.length - 1) || !pair.value) break;
        span = pair.value;
      } else {
        const item = c.items![Number(seg)];
        if (!item) break;
        span = item;
      }
      offset = this.start(span.open);
    }
    return offset;
  }

  /** "file:line:col" of a character offset. */
  pos(offset: number): string {
    const { line, col } = this.lineCol(offset);
    return `${this.file}:${line}:${col}`;
  }

  lineCol(offset: number): { line: number; col: number } {
    if (!this.lineStarts) {
      this.lineStarts = [0];
      for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    }
    const starts = this.lineStarts;
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - starts[lo]! + 1 };
  }

  /** Where a key starts; an explicit key ("? key") at its "?" (its content may be empty). */
  private keyStart(open: number): number {
    let i = open - 1;
    while (i >= 0 && (this.text[i] === ' ' || this.text[i] === '\t')) i--;
    return this.text[i] === '?' ? i : this.start(open);
  }

  /** Where a node's content starts: the parser opens it before the space and comments that lead to it. */
  private start(open: number): number {
    const t = this.text;
    let i = open;
    for (;;) {
      const ch = t[i];
      if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n' || (ch === '\ufeff' && i === 0)) i++;
      else if (ch === '#') { const nl = t.indexOf('\n', i); i = nl < 0 ? t.length : nl; }
      else return Math.min(i, t.length);
    }
  }

  private build(): NonNullable<Located['built']> {
    if (this.built) return this.built;
    const text = this.text;
    const containers = new WeakMap<object, Container>();
    // One frame per open node: its children as they close.
    const stack: { open: number; children: Span[] }[] = [];
    let root: Span | undefined;
    /** After a key the parser stands before ":" (spaces may come first). */
    const isKey = (close: number) => {
      let i = close;
      while (text[i] === ' ' || text[i] === '\t') i++;
      return text[i] === ':';
    };
    const listener = (event: 'open' | 'close', state: { position: number; result: unknown }) => {
      if (event === 'open') { stack.push({ open: state.position, children: [] }); return; }
      const frame = stack.pop()!;
      const span: Span = { open: frame.open, close: state.position, value: state.result };
      const v = state.result;
      if (v && typeof v === 'object' && !containers.has(v) && frame.children.length) {
        if (Array.isArray(v)) containers.set(v, { items: frame.children });
        else {
          // Children alternate key, value; a key not followed by ":" has no value (a flow
          // mapping's "{ a, b: 1 }"), so the next child is a key again.
          const pairs = new Map<string, { key: Span; value: Span | undefined }>();
          let key: Span | undefined;
          const add = (k: Span, value: Span | undefined) => { if (!pairs.has(String(k.value))) pairs.set(String(k.value), { key: k, value }); };
          for (const c of frame.children) {
            if (key) { add(key, c); key = undefined; continue; }
            if (isKey(c.close)) key = c;
            else add(c, undefined);
          }
          if (key) add(key, undefined);
          containers.set(v, { pairs });
        }
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(span);
      else root ??= span;
    };
    try {
      loadYaml(text, { schema: CORE_SCHEMA, listener } as Parameters<typeof loadYaml>[1]);
    } catch { /* only files that parsed are located; a second failure leaves what was seen */ }
    return (this.built = { root, containers });
  }
}
