import { pathToFileURL } from 'node:url';
import { packageFile } from '../../core/package-file.js';
import { out, UsageError, type Exit } from '../io.js';

/** Prints where the built playground page is: it opens from disk in any browser, with no server. */
export async function playground(): Promise<Exit> {
  let file: string;
  try {
    file = packageFile('dist', 'playground', 'index.html');
  } catch {
    throw new UsageError('playground: the page is not built here (run npm run build in the clone)');
  }
  out(`Open the mtg-eras playground in a browser:\n  ${pathToFileURL(file).href}\n(or, in the clone, npm run playground serves it on http://localhost:8080/)`);
  return 0;
}
