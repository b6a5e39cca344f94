#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review. Chromatic reads chromatic.config.json and
// the CHROMATIC_PROJECT_TOKEN variable; without a token there is nothing to publish to, so say so
// plainly instead of letting the CLI fail on authentication. Extra arguments go to the CLI.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'CHROMATIC_PROJECT_TOKEN is not set, so nothing was published to Chromatic.',
      'Set it to the project token from the Chromatic project\'s "Manage" page, e.g.',
      '  CHROMATIC_PROJECT_TOKEN=chpt_xxx npm run chromatic',
      'Local visual baselines run in `npm test` regardless (see README, "Visual tests").',
    ].join('\n'),
  );
  process.exit(2);
}

const bin = fileURLToPath(new URL('../node_modules/.bin/chromatic', import.meta.url));
const child = spawn(bin, process.argv.slice(2), { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
