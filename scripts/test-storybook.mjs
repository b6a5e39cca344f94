#!/usr/bin/env node
// Serves the static Storybook build on loopback and runs @storybook/test-runner against it in the
// system Chromium: play functions, axe checks and visual baselines for every story.
// Extra arguments go to test-storybook: --updateSnapshot rewrites baselines, and a path pattern
// (e.g. `Button`) limits the run to matching story files. --play-language=en-US runs only the
// play functions again, in that language (no screenshots, no axe): see .storybook/test-runner.ts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { requireChromium } from './chromium.mjs';
import { waitForUrl } from './waitForUrl.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// STORYBOOK_STATIC_DIR lets parallel runs use their own build (`storybook build -o DIR`).
const staticDir = process.env.STORYBOOK_STATIC_DIR ?? `${root}storybook-static`;
// test-storybook hands its arguments to a shell, where `A|B` would become a pipe: split such path
// patterns into separate ones (Jest ORs them).
const playLanguageFlag = '--play-language=';
const playLanguage = process.argv
  .find((arg) => arg.startsWith(playLanguageFlag))
  ?.slice(playLanguageFlag.length);
const extraArgs = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith(playLanguageFlag))
  .flatMap((arg) => (arg.startsWith('-') ? [arg] : arg.split('|').filter(Boolean)));
const updating = extraArgs.some((arg) => arg === '-u' || arg === '--updateSnapshot');

if (!existsSync(`${staticDir}/index.json`)) {
  console.error('No Storybook build in storybook-static/: run `npm run build-storybook` first.');
  process.exit(1);
}
requireChromium();

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const bin = (name) => `${root}node_modules/.bin/${name}`;

const server = spawn(
  bin('http-server'),
  [staticDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
  {
    stdio: 'inherit',
  },
);
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

await waitForUrl(url);

// Without --ci a missing baseline would be written silently; with it, a story without a baseline
// fails, so every story stays under visual test. --updateSnapshot is the explicit way to write.
const runnerArgs = ['--url', url, '--maxWorkers=2', ...(updating ? [] : ['--ci']), ...extraArgs];
const runner = spawn(bin('test-storybook'), runnerArgs, {
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_BROWSERS: 'chromium',
    ...(playLanguage ? { STORYBOOK_PLAY_LANGUAGE: playLanguage } : {}),
  },
});
const code = await new Promise((resolve) =>
  runner.on('exit', (exitCode) => resolve(exitCode ?? 1)),
);
stopServer();
if (code !== 0 && playLanguage) {
  console.error(
    `\nPlay functions failed in ${playLanguage}: ask for translated text with storyText(key) ` +
      '(features/core/testing), not for a Spanish literal.',
  );
} else if (code !== 0) {
  console.error('\nStory tests failed. Visual diffs, if any, are in tests/visual/__diffs__/.');
  console.error(
    'If a visual change is intended: npm run test:visual:update, then review and commit.',
  );
}
process.exit(code);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 6106));
    });
  });
}
