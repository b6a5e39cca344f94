// Load on the platform's polling endpoints (issue 5): 1000 simulated players, each polling the
// live list and their balance every 5 s, i.e. 200 requests/s per endpoint, against the real
// server in its own process. Reports requests/s and p50/p99 latency; the goal is p99 < 50 ms.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { waitForUrl } from '../waitForUrl.mjs';

const players = 1000;
const pollSeconds = 5;
const ratePerEndpoint = players / pollSeconds;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function signIn(base) {
  const response = await fetch(`${base}/api/user/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'player@demo.test', password: 'demo1234' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`bench sign-in failed: ${response.status}`);
  return cookie;
}

export async function measureApiLoad({ root, port, durationSeconds = 20 }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['platform/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_API_ONLY: '1',
      // One brand, as the budgets were measured (unset, the server would run every brand's platform).
      BRAND: process.env.BRAND ?? 'demo',
      DATABASE: ':memory:',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`${base}/healthz`);
    const cookie = await signIn(base);
    const common = {
      duration: durationSeconds,
      // Half the players' sockets each: autocannon keeps connections alive like browsers do.
      connections: players / 2,
      overallRate: ratePerEndpoint,
      headers: { cookie, 'accept-encoding': 'gzip' },
    };
    // Both endpoints at once, as players poll them side by side.
    const [live, balance] = await Promise.all([
      run({ ...common, url: `${base}/api/feed/es/full/0/0` }),
      run({ ...common, url: `${base}/api/user/balance` }),
    ]);
    const summary = (name, result) => ({
      endpoint: name,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    return [summary('live (multi-live full list)', live), summary('balance', balance)];
  } finally {
    server.kill();
  }
}
