// The reference `npm run lighthouse` measures beside each page: the same server, the same page, with every
// script taken out of its HTML. What Lighthouse scores there is what this machine's Chromium makes of the
// document alone (parse, style, layout, paint of our HTML and CSS under its simulated slow phone): the
// ceiling no change to the site's code can pass on this machine. The difference between the two rows is what
// the code costs.
import http from 'node:http';
import zlib from 'node:zlib';

/** Script elements that run (JSON data blocks stay: they are inert and part of the document's weight). */
const runningScript = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;
/** Preloads of the site's modules: without the scripts, nothing would use them. */
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The HTML without its running scripts and module preloads. */
export function withoutScripts(html) {
  return html.replace(runningScript, '').replace(modulePreload, '');
}

/**
 * Starts a proxy in front of `baseURL` on a free local port: HTML answers lose their scripts (sent gzipped,
 * as the server sends them), everything else passes through byte for byte. Resolves to its base URL and a
 * stop function.
 */
export async function startScriptlessProxy(baseURL) {
  const target = new URL(baseURL);
  const server = http.createServer((req, res) => {
    const html = (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: target.host };
    // HTML is asked for uncompressed, to be edited; the rest keeps the browser's Accept-Encoding.
    if (html) headers['accept-encoding'] = 'identity';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!html || !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = zlib.gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')), { level: 6 });
          const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-encoding': 'gzip',
            'content-length': body.length,
          });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
