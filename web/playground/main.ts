// The playground: edit a scenario in the browser and see, as you type, its outcome under the eras
// you pick (the table, the board of each distinct outcome, where the eras part, each era's combat),
// rendered by the same code as `mtg-eras report`. The engine runs in a Web Worker (worker.ts), so
// the page never waits on it; the editor completes field names, keywords and card names (from the
// JSON schema and the card catalogue, embedded at build time) and marks each `expect` entry as
// holding or failing. A scenario and the chosen eras are shared as a URL (lz-string in the
// fragment) and the scenario is downloadable as a file; errors are the CLI's one-line messages,
// at their line.
import { autocompletion, type CompletionContext, type CompletionResult, type Completion } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { forEachDiagnostic, lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { decompressFromEncodedURIComponent } from 'lz-string';
import type { ExpectMark, Reply, Request, Shared } from './worker.js';

declare const __MTG_EXAMPLE__: string;
declare const __MTG_WORKER__: string;
declare const __MTG_ERAS__: { id: string; title: string }[];
declare const __MTG_COMPLETION__: { fields: [string, string][]; keywords: string[]; cards: [string, string][] };

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const output = $('output'), status = $('status'), eras = $('eras'), checks = $('expectations');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The share link: `#s=<scenario>` and, when not every era is chosen, `&e=<ids>`; a bare `#<scenario>` (older links) still opens.
function readHash(): { text: string | null; eras: string[] | null } {
  const h = location.hash.slice(1);
  if (!h) return { text: null, eras: null };
  if (!/^(s|e)=/.test(h)) return { text: decompressFromEncodedURIComponent(h), eras: null };
  const p = new URLSearchParams(h);
  return { text: p.has('s') ? decompressFromEncodedURIComponent(p.get('s')!) : null, eras: p.has('e') ? p.get('e')!.split(',').filter(Boolean) : null };
}
const shared = readHash();

for (const e of __MTG_ERAS__) {
  const label = document.createElement('label');
  label.title = e.title;
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.value = e.id;
  box.checked = shared.eras ? shared.eras.includes(e.id) : true;
  label.append(box, ` ${e.id}`);
  eras.append(label);
}
const selected = () => [...eras.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value);
eras.addEventListener('change', () => request(view.state.doc.toString()));

/** The share link, once the worker has compressed the text (`eras`: those the text was sent with). */
function writeHash(compressed: string, ids: readonly string[]): void {
  const e = ids.length === __MTG_ERAS__.length ? '' : `&e=${ids.join(',')}`;
  history.replaceState(null, '', `#s=${compressed}${e}`);
}

// The worker: one request in flight, the newest edit waiting. A run that holds up a newer edit for
// longer than RESTART_MS (a board near the input limits) is abandoned: the worker is replaced.
const RESTART_MS = 400;
const workerUrl = URL.createObjectURL(new Blob([__MTG_WORKER__], { type: 'text/javascript' }));
let worker: Worker;
let seq = 0, inFlight: (Request & { sent: number }) | null = null, queued: Request | null = null, timer = 0;
/** The request whose share link the worker sends after its outcome, and its eras (null: none awaited). */
let linkOf: { seq: number; eras: string[] } | null = null;
const waiting = new Map<number, (r: Reply & { roundTrip: number }) => void>();
function start(): void {
  worker = new Worker(workerUrl);
  worker.onmessage = (m: MessageEvent<Reply | Shared>) => {
    if (!('shared' in m.data)) receive(m.data);
    else if (m.data.seq === linkOf?.seq) { if (m.data.seq === seq) writeHash(m.data.shared, linkOf.eras); linkOf = null; }
  };
  worker.onerror = (e) => { status.textContent = `The engine stopped: ${e.message}`; status.className = 'error'; };
}
start();

function request(text: string): Promise<Reply & { roundTrip: number }> {
  queued = { seq: ++seq, text, eras: selected() };
  const done = new Promise<Reply & { roundTrip: number }>((resolve) => waiting.set(seq, resolve));
  pump();
  return done;
}

function pump(): void {
  clearTimeout(timer);
  if (!queued) return;
  if (inFlight) {
    const late = performance.now() - inFlight.sent;
    if (late < RESTART_MS) { timer = window.setTimeout(pump, RESTART_MS - late); return; }
    worker.terminate();
    start();
    inFlight = linkOf = null;
  }
  inFlight = { ...queued, sent: performance.now() };
  linkOf = { seq: inFlight.seq, eras: inFlight.eras };
  queued = null;
  worker.postMessage({ seq: inFlight.seq, text: inFlight.text, eras: inFlight.eras });
  // Say so when a run is long (the editor stays live meanwhile).
  timer = window.setTimeout(() => { if (inFlight) { status.textContent = 'Running…'; status.className = ''; } }, 150);
}

/** The last error, as the CLI prints it, and the `expect` entries: what the editor marks. */
let problem: Reply['problem'] = null;
let marks: ExpectMark[] = [];

/**
 * The outcome's parts shown, and the nodes each became: the first part is the section's opening
 * tag, the others its children. An edit replaces only the parts it changed (an edit that changes
 * nothing shown, a comment or spacing, leaves the page as it is): the page parses and lays out
 * less, and a quote opened in an unchanged part stays open.
 */
let shown: string[] = [];
let nodesOf: ChildNode[][] = [];
const parsed = (html: string): ChildNode[] => {
  const t = document.createElement('template');
  t.innerHTML = html;
  return [...t.content.childNodes];
};
function show(parts: string[]): void {
  const section = output.firstElementChild;
  if (section && parts.length > 1 && parts.length === shown.length && parts[0] === shown[0]) {
    for (let i = 1; i < parts.length; i++) {
      if (parts[i] === shown[i]) continue;
      // As in the whole page: a newline between parts.
      const nodes = [document.createTextNode('\n'), ...parsed(parts[i]!)];
      const old = nodesOf[i]!;
      old[0]!.before(...nodes);
      for (const n of old) n.remove();
      nodesOf[i] = nodes;
    }
  } else if (parts.length > 1 && parts[0]!.startsWith('<section')) {
    const sec = parsed(parts[0]!)[0] as Element;
    nodesOf = [[sec]];
    for (let i = 1; i < parts.length; i++) {
      const nodes = [document.createTextNode('\n'), ...parsed(parts[i]!)];
      sec.append(...nodes);
      nodesOf.push(nodes);
    }
    output.replaceChildren(sec);
  } else {
    output.innerHTML = parts.join('\n');
    nodesOf = [];
  }
  shown = parts;
}

function receive(r: Reply): void {
  const sent = inFlight?.sent ?? performance.now();
  inFlight = null;
  // A reply overtaken by a newer edit is dropped: the newer one follows.
  if (r.seq === seq) {
    problem = r.problem;
    marks = r.expectations;
    if (r.parts !== null) {
      show(r.parts);
      output.classList.remove('stale');
      const n = selected().length;
      status.textContent = `${n} era${n === 1 ? '' : 's'} run in ${r.ms.toFixed(1)} ms`;
      status.className = 'ok';
    } else {
      status.textContent = r.problem!.message;
      status.className = 'error';
      output.classList.add('stale');
    }
    showExpectations();
    view.dispatch(setDiagnostics(view.state, diagnostics()));
  }
  waiting.get(r.seq)?.({ ...r, roundTrip: performance.now() - sent });
  for (const k of waiting.keys()) if (k <= r.seq) waiting.delete(k);
  pump();
}

function showExpectations(): void {
  if (problem || !marks.length) { checks.innerHTML = ''; return; }
  const failing = marks.filter((m) => m.failures.length).length;
  const items = marks.map((m) => m.failures.length
    ? `<li class="fails"><span class="sign">✗</span> line ${m.line}, <code>${esc(m.selector)}</code>: ${m.failures.map(esc).join('; ')}</li>`
    : `<li class="holds"><span class="sign">✓</span> line ${m.line}, <code>${esc(m.selector)}</code>: holds under ${m.eras} era${m.eras === 1 ? '' : 's'}</li>`);
  checks.innerHTML = `<details${failing ? ' open' : ''}><summary>expect: ${marks.length - failing} of ${marks.length} hold${failing ? `, ${failing} fail` : ''}</summary><ul>${items.join('')}</ul></details>`;
  checks.className = failing ? 'fails' : 'holds';
}

/** The editor's marks for the last reply: the error, or each `expect` entry holding or failing. */
function diagnostics(): Diagnostic[] {
  const doc = view.state.doc;
  const at = (n: number) => doc.line(Math.min(Math.max(1, n), doc.lines));
  if (problem) {
    const line = at(problem.line);
    return [{ from: line.from, to: line.to, severity: 'error', message: problem.message }];
  }
  return marks.map((m): Diagnostic => {
    const line = at(m.line);
    return m.failures.length
      ? { from: line.from, to: line.to, severity: 'warning', message: `expect fails:\n${m.failures.join('\n')}` }
      : { from: line.from, to: line.to, severity: 'info', message: `expect holds under ${m.eras} era${m.eras === 1 ? '' : 's'}`, markClass: 'expect-holds' };
  });
}

// Completion: a key where a key goes, keywords in a keyword list, card names after `card:`.
const fieldOptions: Completion[] = __MTG_COMPLETION__.fields.map(([label, info]) => ({ label, type: 'property', apply: `${label}: `, ...(info ? { info } : {}) }));
const keywordOptions: Completion[] = __MTG_COMPLETION__.keywords.map((label) => ({ label, type: 'keyword' }));
const cardOptions: Completion[] = __MTG_COMPLETION__.cards.map(([label, detail]) => ({ label, type: 'class', detail }));
function complete(ctx: CompletionContext): CompletionResult | null {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const before = line.text.slice(0, ctx.pos - line.from);
  const card = /\bcard:\s*([^,{}[\]#]*)$/.exec(before);
  if (card) return { from: ctx.pos - card[1]!.length, options: cardOptions, validFor: /^[^,{}[\]#]*$/ };
  const kw = /\bkeywords:\s*\[?(?:[^\]]*,\s*)?([a-z -]*)$/.exec(before);
  if (kw) return { from: ctx.pos - kw[1]!.length, options: keywordOptions, validFor: /^[a-z -]*$/ };
  const key = /(?:^\s*(?:-\s+)?|[{,]\s*)([a-z][a-z0-9-]*)$/.exec(before);
  if (key && (key[1]!.length || ctx.explicit)) return { from: ctx.pos - key[1]!.length, options: fieldOptions, validFor: /^[a-z0-9-]*$/ };
  return null;
}

const initial = shared.text ?? __MTG_EXAMPLE__;
const view = new EditorView({
  doc: initial,
  parent: $('editor'),
  extensions: [basicSetup, EditorView.lineWrapping, yaml(), autocompletion({ override: [complete] }), lintGutter(),
    EditorView.updateListener.of((u) => { if (u.docChanged) void request(u.state.doc.toString()); })],
});

$('download').addEventListener('click', () => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([view.state.doc.toString()], { type: 'text/yaml' }));
  a.download = 'scenario.yaml';
  a.click();
});
$('share').addEventListener('click', () => { void navigator.clipboard?.writeText(location.href); status.textContent = 'Link copied: the scenario and the eras are in the URL.'; });

void request(initial);
// For the tests and the browser benchmark: the editor, and a run of a text (resolves with the worker's reply).
/** Resolves once the newest edit is shown and its share link written (nothing in flight, nothing waiting). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (inFlight || queued || linkOf ? setTimeout(check, 10) : resolve());
    check();
  });
}
/** The editor's marks: line, severity and message. */
function marksShown(): { line: number; severity: string; message: string }[] {
  const out: { line: number; severity: string; message: string }[] = [];
  forEachDiagnostic(view.state, (d, from) => out.push({ line: view.state.doc.lineAt(from).number, severity: d.severity, message: d.message }));
  return out;
}
Object.assign(window, { mtgPlayground: { view, update: request, idle, marks: marksShown } });
