// A local HTTPS front with HTTP/2 before the demo platform, as the CDN that serves the app in
// production is. Lighthouse then sees the protocol players get: over plain HTTP/1.1 on loopback,
// Chrome's six connections per host (which Lighthouse's simulation models) would make the score
// about the number of files, not about what the page does (decision 009).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/** A throwaway self-signed certificate for 127.0.0.1, and its key's SPKI hash for Chromium. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const spki = spawnSync('sh', [
    '-c',
    `openssl x509 -in '${cert}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ]);
  const files = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return { ...files, spki: spki.stdout.toString().trim() };
}

/**
 * Starts the front on `port`, forwarding to the platform on `targetPort`, in a child process:
 * the bench runs Lighthouse synchronously, which would stall a server in its own process.
 */
export async function startTlsFront({ port, targetPort }) {
  const { key, cert, spki } = selfSignedCertificate();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      TLS_FRONT_PORT: String(port),
      TLS_FRONT_TARGET: String(targetPort),
      TLS_FRONT_KEY: key.toString(),
      TLS_FRONT_CERT: cert.toString(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`TLS front exited (${code})`)));
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    // Trusts exactly this certificate (not every invalid one).
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spki}`],
    close: () => child.kill('SIGTERM'),
  };
}

function serve({ port, targetPort, key, cert }) {
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !name.startsWith(':') && !hopByHop.includes(name),
      ),
    );
    headers.host = `127.0.0.1:${targetPort}`;
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, path: request.url, method: request.method, headers },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !hopByHop.includes(name)),
        );
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve({
    port: Number(process.env.TLS_FRONT_PORT),
    targetPort: Number(process.env.TLS_FRONT_TARGET),
    key: process.env.TLS_FRONT_KEY,
    cert: process.env.TLS_FRONT_CERT,
  });
}
