import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * A copy of brand folders of `config/` in a temporary folder, for a journey's own server
 * (CONFIG_DIR): what the journey publishes reaches no other journey, and the repository's
 * config/ stays as it is. Without the published versions a checkout has made (a local server's),
 * so the server publishes each brand as version 1, as on a fresh install.
 */
export function copiedConfig(brands?: readonly string[]): string {
  const configDir = mkdtempSync(join(tmpdir(), 'e2e-config-'));
  const copy = (from: string, to: string) =>
    cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('published.json') });
  if (brands) for (const brand of brands) copy(join('config', brand), join(configDir, brand));
  else copy('config', configDir);
  return configDir;
}

/**
 * Starts the platform (`npm run serve` without npm) for one brand over a config folder, on a
 * port of the journey's own; resolves once it answers. Its output goes to `log`.
 */
export async function startOwnServer(options: {
  port: number;
  brand: string;
  configDir: string;
  log: string[];
}): Promise<ChildProcess> {
  const { port, brand, configDir, log } = options;
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['platform/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BRAND: brand,
      CONFIG_DIR: configDir,
      DATABASE: ':memory:',
      PLATFORM_PASSWORD_COST: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n')));
  }
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${String(port)}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 45_000 },
    )
    .toBe(200);
  return server;
}
