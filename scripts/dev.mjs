#!/usr/bin/env node
// `npm run dev`: the demo platform's API on PLATFORM_PORT and Vite's dev server (which proxies
// /api to it) together; stopping one stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const platformPort = process.env.PLATFORM_PORT ?? '8081';
const bin = (name) => `${root}node_modules/.bin/${name}`;

const children = [
  spawn(bin('tsx'), ['watch', 'platform/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: platformPort,
      HOST: '127.0.0.1',
      PLATFORM_API_ONLY: '1',
      // Vite serves one brand's file (BRAND, default demo): the API serves the same one.
      BRAND: process.env.BRAND ?? 'demo',
      // The dev mailbox and clock, for loopback callers; PLATFORM_DEV_ENDPOINTS=0 still turns
      // them off.
      PLATFORM_DEV_ENDPOINTS: process.env.PLATFORM_DEV_ENDPOINTS ?? '1',
    },
  }),
  spawn(bin('vite'), process.argv.slice(2), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLATFORM_PORT: platformPort },
  }),
];

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
