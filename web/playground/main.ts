// The playground (issue 12): edit a scenario in the browser and see, as you type, its outcome under
// the eras you pick, where they part and each era's combat, rendered by the same code as
// `mtg-eras report`. The engine runs in the page (bundled by scripts/build-playground.mjs; the few
// Node modules it touches are stubbed there). A scenario is shared as a URL (lz-string in the
// fragment) and downloadable as a file; errors are the CLI's one-line messages, at their line.
import { yaml } from '@codemirror/lang-yaml';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { createRegistry } from '../../compose.js';
import { reportOf, renderScenario } from '../../cli/report/report.js';
import { parseScenario } from '../../core/scenario/load.js';

declare const __MTG_EXAMPLE__: string;

const reg = createRegistry();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const output = $('output'), status = $('status'), eras = $('eras');

/** The last error, as the CLI prints it, and where it points. */
let problem: { line: number; message: string } | null = null;

for (const id of reg.ids) {
  const label = document.createElement('label');
  label.innerHTML = `<input type="checkbox" value="${id}" checked> ${id}`;
  eras.append(label);
}
eras.addEventListener('change', () => update(view.state.doc.toString()));

function selected(): string[] {
  return [...eras.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value);
}

/** Runs the scenario under the selected eras and shows it; on bad input shows the CLI's line. */
export function update(text: string): number {
  const t0 = performance.now();
  history.replaceState(null, '', `#${compressToEncodedURIComponent(text)}`);
  try {
    const s = parseScenario('scenario.yaml', text, (sel) => reg.select(sel));
    const ids = selected();
    problem = null;
    output.innerHTML = ids.length ? renderScenario(reportOf(reg, s, ids), 0, false, reg) : '<p>Pick at least one era.</p>';
    output.classList.remove('stale');
    status.textContent = `${ids.length} era${ids.length === 1 ? '' : 's'} run in ${(performance.now() - t0).toFixed(1)} ms`;
    status.className = 'ok';
  } catch (e) {
    const message = (e as Error).message;
    const at = /^scenario\.yaml:(\d+):(\d+): /.exec(message);
    problem = { line: at ? Number(at[1]) : 1, message: `mtg-eras: ${message}` };
    status.textContent = problem.message;
    status.className = 'error';
    output.classList.add('stale');
  }
  return performance.now() - t0;
}

const errors = linter((v): Diagnostic[] => {
  if (!problem) return [];
  const line = v.state.doc.line(Math.min(problem.line, v.state.doc.lines));
  return [{ from: line.from, to: line.to, severity: 'error', message: problem.message }];
}, { delay: 0 });

const initial = location.hash.length > 1 ? decompressFromEncodedURIComponent(location.hash.slice(1)) ?? __MTG_EXAMPLE__ : __MTG_EXAMPLE__;
const view = new EditorView({
  doc: initial,
  parent: $('editor'),
  extensions: [basicSetup, EditorView.lineWrapping, yaml(), lintGutter(), errors, EditorView.updateListener.of((u) => { if (u.docChanged) update(u.state.doc.toString()); })],
});

$('download').addEventListener('click', () => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([view.state.doc.toString()], { type: 'text/yaml' }));
  a.download = 'scenario.yaml';
  a.click();
});
$('share').addEventListener('click', () => { void navigator.clipboard?.writeText(location.href); status.textContent = 'Link copied: the scenario is in the URL.'; });

update(initial);
// For the tests and the browser benchmark: the editor and the update.
Object.assign(window, { mtgPlayground: { view, update } });
