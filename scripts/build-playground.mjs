// Builds the playground (web/playground) into one self-contained file, dist/playground/index.html:
// the compiled engine (dist/, from tsc, with the decorator metadata tsyringe needs), CodeMirror and
// lz-string bundled by esbuild for the browser, with its script and style inline, so the page works
// from disk (file://) with no server and no network. The Node modules the engine touches are
// stubbed: the data files it reads (the card catalogue, the cited rule texts) are embedded, and
// node:vm (the plugin watchdog) is never called, since the browser loads no plugin.
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
const result = await build({
  entryPoints: ['dist/web/playground/main.js'],
  bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: true, write: false, logLevel: 'warning',
  alias: { 'jsonc-parser': './node_modules/jsonc-parser/lib/esm/main.js' },
  define: { __MTG_EXAMPLE__: JSON.stringify(example), 'import.meta.url': '"file:///pkg/dist/core/package-file.js"', 'process.env.MTG_ERAS_PLUGIN_TIMEOUT': 'undefined' },
  plugins: [stubPlugin],
});
const js = result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
const { REPORT_CSS } = await import('../dist/cli/report/report.js');
const html = readFileSync('web/playground/index.html', 'utf8').replace('/*REPORT_CSS*/', () => REPORT_CSS).replace('/*PLAYGROUND_JS*/', () => js);
mkdirSync('dist/playground', { recursive: true });
writeFileSync('dist/playground/index.html', html);
console.log(`dist/playground/index.html: ${(html.length / 1024).toFixed(0)} KB`);
