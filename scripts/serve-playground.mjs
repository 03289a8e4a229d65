// npm run playground: serves the built playground (dist/playground/index.html) on localhost.
// The page needs no server (it also works opened from disk); this is for a browser that blocks
// file:// pages, and for sharing links that start with http.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const port = Number(process.env.PORT ?? 8080);
const page = readFileSync('dist/playground/index.html');
createServer((req, res) => {
  if (req.url === '/' || req.url?.startsWith('/index.html') || req.url?.startsWith('/#')) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  } else {
    res.writeHead(404).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`mtg-eras playground: http://localhost:${port}/  (Ctrl-C stops it)`));
