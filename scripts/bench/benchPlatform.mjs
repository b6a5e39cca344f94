// The platform as every bench part starts it: one brand (BRAND, default demo, as the budgets were
// measured; unset, the server would run every brand's platform), an in-memory database, on
// 127.0.0.1:`port`, serving `appDir` when given. `env` adds or overrides variables; `stdout`
// 'pipe' lets a caller read the request log.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export function startBenchPlatform({ root, port, appDir, env = {}, stdout = 'ignore' }) {
  return spawn(join(root, 'node_modules/.bin/tsx'), ['platform/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(appDir ? { APP_DIR: appDir } : {}),
      BRAND: process.env.BRAND ?? 'demo',
      DATABASE: ':memory:',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
}
