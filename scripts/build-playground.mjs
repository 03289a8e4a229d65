// Builds the playground (web/playground) into one self-contained file, dist/playground/index.html:
// the compiled engine (dist/, from tsc, with the decorator metadata tsyringe needs) bundled by
// esbuild as the worker's script (worker.ts), and CodeMirror and lz-string as the page's, which
// holds the worker's as a string and starts it from a Blob; script and style inline, so the page
// works from disk (file://) with no server and no network. The Node modules the engine touches are
// stubbed: the data files it reads (the card catalogue, the cited rule texts) are embedded, and
// node:vm (the plugin watchdog) is never called, since the browser loads no plugin. The page's
// Content-Security-Policy allows its one script by hash, workers from Blobs, and nothing from the
// network, so no text in a scenario can ever run as script.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const files = { '/pkg/cards/catalogue.json': readFileSync('cards/catalogue.json', 'utf8') };
for (const f of readdirSync('docs/research/citations')) files[`/pkg/docs/research/citations/${f}`] = readFileSync(join('docs/research/citations', f), 'utf8');

const stubs = {
  'node:fs': `const files = ${JSON.stringify(files)};
    export const existsSync = (p) => p in files;
    export const readFileSync = (p) => { if (p in files) return files[p]; throw new Error('no file ' + p + ' in the browser'); };
    export const statSync = (p) => ({ size: (files[p] ?? '').length, isFile: () => p in files });
    export default { existsSync, readFileSync, statSync };`,
  'node:path': `export const dirname = (p) => p.replace(/\\/[^/]*$/, '') || '/';
    export const join = (...xs) => xs.join('/').replace(/\\/+/g, '/');
    export const basename = (p) => p.replace(/^.*\\//, '');
    export const resolve = join; export const isAbsolute = (p) => p.startsWith('/'); export const sep = '/';
    export default { dirname, join, basename, resolve, isAbsolute, sep };`,
  'node:url': `export const fileURLToPath = () => '/pkg/dist/core/package-file.js'; export const pathToFileURL = (p) => ({ href: 'file://' + p });`,
  'node:vm': `export class Script { runInContext() { throw new Error('plugins do not run in the browser'); } } export const createContext = (o) => o;`,
  'node:module': `export const createRequire = () => () => { throw new Error('no require in the browser'); };`,
  'node:crypto': `export const createHash = () => { throw new Error('no hashing in the browser'); };`,
};
const stubPlugin = {
  name: 'node-stubs',
  setup(b) {
    b.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => {
      if (!(args.path in stubs)) throw new Error(`no browser stub for ${args.path}`);
      return { contents: stubs[args.path], loader: 'js' };
    });
  },
};

const example = readFileSync('docs/scenarios/eras-s01-mogg-fanatic.yaml', 'utf8').replace(/^# yaml-language-server:.*\n/, '');
const common = { bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: true, write: false, logLevel: 'warning' };
const worker = await build({
  ...common,
  entryPoints: ['dist/web/playground/worker.js'],
  alias: { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' },
  define: { 'import.meta.url': '"file:///pkg/dist/core/package-file.js"', 'process.env.MTG_ERAS_PLUGIN_TIMEOUT': 'undefined' },
  plugins: [stubPlugin],
});

// What the page knows without the engine: the eras for its checkboxes, and what the editor completes.
const { createRegistry } = await import('../dist/compose.js');
const reg = createRegistry();
// The ten eras to choose from; the dated amendments between them are in `diff --timeline` and the CLI.
const eras = reg.eras.map((id) => ({ id, title: `${reg.meta(id).effective}: ${reg.meta(id).title}` }));
const schema = JSON.parse(readFileSync('docs/scenario.schema.json', 'utf8'));
const fields = new Map();
(function walk(o) {
  if (Array.isArray(o)) return o.forEach(walk);
  if (!o || typeof o !== 'object') return;
  for (const [k, v] of Object.entries(o.properties ?? {})) if (!fields.get(k)) fields.set(k, (v && typeof v === 'object' && v.description) || '');
  Object.values(o).forEach(walk);
})(schema);
const keywords = schema.properties.creatures.additionalProperties.properties.keywords.items.anyOf[0].enum;
if (!Array.isArray(keywords) || !keywords.includes('flying')) throw new Error('build-playground: the schema\'s keyword list moved');
const cards = JSON.parse(files['/pkg/cards/catalogue.json']).map((c) => [c.name, `${c.power}/${c.toughness} ${c.types.join(' ')}`]);
const completion = { fields: [...fields].sort(([a], [b]) => a.localeCompare(b)), keywords, cards };

const result = await build({
  ...common,
  entryPoints: ['dist/web/playground/main.js'],
  define: { __MTG_EXAMPLE__: JSON.stringify(example), __MTG_WORKER__: JSON.stringify(worker.outputFiles[0].text), __MTG_ERAS__: JSON.stringify(eras), __MTG_COMPLETION__: JSON.stringify(completion) },
});
const js = result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
// style-src allows inline style: CodeMirror adds its own style elements as it starts (styles cannot
// run code, and with default-src 'none' they cannot fetch anything either).
const policy = `default-src 'none'; script-src 'sha256-${createHash('sha256').update(js).digest('base64')}'; worker-src blob:; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
const { REPORT_CSS } = await import('../dist/cli/report/report.js');
const html = readFileSync('web/playground/index.html', 'utf8').replace('/*POLICY*/', () => policy).replace('/*REPORT_CSS*/', () => REPORT_CSS).replace('/*PLAYGROUND_JS*/', () => js);
mkdirSync('dist/playground', { recursive: true });
writeFileSync('dist/playground/index.html', html);
console.log(`dist/playground/index.html: ${(html.length / 1024).toFixed(0)} KB`);
