// Load on the platform's polling endpoints: 1000 simulated players, each polling the live list and
// their balance every 5 s, i.e. 200 requests/s per endpoint, against the real server in its own
// process. Reports requests/s and p50/p99 latency against budgets.apiPollP99Ms. The load generator
// runs in its own process pinned to another core than the server (taskset), so the p99 measures the
// platform rather than the two fighting over one core.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * How to pin: the server on core 0 and the generator on core 1 when taskset works and there are
 * two cores; otherwise both unpinned, with the reason.
 */
function pinning() {
  if (availableParallelism() < 2) {
    return { pinned: false, note: 'one core: server and load generator share it' };
  }
  const probe = spawnSync('taskset', ['-c', '0,1', 'true']);
  if (probe.error || probe.status !== 0) {
    return {
      pinned: false,
      note: 'taskset unavailable: server and load generator share the cores',
    };
  }
  return { pinned: true, note: 'server on core 0, load generator on core 1 (taskset)' };
}

/** `command args` pinned to `core` when `pin`, as is otherwise. */
function onCore(pin, core, command, args) {
  return pin ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/** Runs the generator in a child process and returns its results. */
function generate(pin, options) {
  const [command, args] = onCore(pin, 1, process.execPath, [fileURLToPath(import.meta.url)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, API_LOAD_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`load generator exited (${String(code)})`));
    });
  });
}

export async function measureApiLoad({ root, port, durationSeconds = 20 }) {
  const base = `http://127.0.0.1:${port}`;
  const { pinned, note } = pinning();
  if (!pinned) console.warn(`API load not pinned: ${note}`);
  const [command, args] = onCore(pinned, 0, join(root, 'node_modules/.bin/tsx'), [
    'platform/src/main.ts',
  ]);
  const server = spawn(command, args, {
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
    // Pinned to one core, the server's start (tsx compiling the platform) can take half a minute.
    await waitForUrl(`${base}/healthz`, 90_000);
    const cookie = await signIn(base);
    const rows = await generate(pinned, { base, cookie, durationSeconds });
    return { pinned, pinning: note, rows };
  } finally {
    server.kill();
  }
}

/** The generator's side: both endpoints at once, as players poll them side by side. */
async function generatorMain({ base, cookie, durationSeconds }) {
  const common = {
    duration: durationSeconds,
    // Half the players' sockets each: autocannon keeps connections alive like browsers do.
    connections: players / 2,
    overallRate: ratePerEndpoint,
    headers: { cookie, 'accept-encoding': 'gzip' },
  };
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
  process.stdout.write(
    JSON.stringify([summary('live (multi-live full list)', live), summary('balance', balance)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generatorMain(JSON.parse(process.env.API_LOAD_OPTIONS ?? '{}'));
}
