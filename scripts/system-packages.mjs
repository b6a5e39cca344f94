#!/usr/bin/env node
// The first step of `npm test`, and so of CI: the browser tests need the system Chromium and the
// fonts behind the bundled UI font. As root on Debian or Ubuntu (CI), it installs what is missing;
// anywhere else it says in one line how to get it. `--dry-run` prints the install commands instead
// of running them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  chromiumMissingMessage,
  chromiumPackages,
  chromiumPath,
  debianChromiumPath,
} from './chromium.mjs';

const aptGet = '/usr/bin/apt-get';
const dpkgQuery = '/usr/bin/dpkg-query';

/**
 * What to do about the browser packages, from what the machine has. Pure, so every case is tested
 * without touching the machine (see system-packages.test.ts).
 */
export function planSystemPackages({
  chromiumFound,
  usesDebianChromium,
  missingPackages,
  canInstall,
}) {
  // Installing Debian's package cannot fix a CHROME_PATH that points somewhere else.
  if (!chromiumFound && !(usesDebianChromium && canInstall)) {
    return { action: 'fail', message: chromiumMissingMessage };
  }
  const wanted = chromiumPackages.filter((name) =>
    name === 'chromium' ? !chromiumFound : missingPackages.includes(name),
  );
  if (wanted.length === 0) return { action: 'none' };
  if (canInstall) return { action: 'install', packages: wanted };
  return {
    action: 'warn',
    message:
      `Missing ${wanted.join(', ')}: screenshots may not match the baselines; ` +
      `run \`sudo apt-get install -y ${wanted.join(' ')}\`.`,
  };
}

/** Debian packages among ours that dpkg does not list as installed; none where dpkg is absent. */
function missingDebianPackages() {
  if (!existsSync(dpkgQuery)) return [];
  return chromiumPackages.filter((name) => {
    const status = spawnSync(dpkgQuery, ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return status.status !== 0 || !status.stdout.includes('install ok installed');
  });
}

function runOrPrint(dryRun, command, args) {
  if (dryRun) {
    console.log(`would run: ${[command, ...args].join(' ')}`);
    return;
  }
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`${[command, ...args].join(' ')} failed (exit ${result.status}).`);
    process.exit(1);
  }
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const plan = planSystemPackages({
    chromiumFound: existsSync(chromiumPath),
    usesDebianChromium: chromiumPath === debianChromiumPath,
    missingPackages: missingDebianPackages(),
    canInstall: process.getuid?.() === 0 && existsSync(aptGet),
  });
  if (plan.action === 'fail') {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action === 'warn') console.warn(plan.message);
  if (plan.action !== 'install') return;

  console.log(`Installing ${plan.packages.join(' ')}`);
  runOrPrint(dryRun, aptGet, ['update', '-qq']);
  runOrPrint(dryRun, aptGet, ['install', '-y', '-qq', ...plan.packages]);
  if (!dryRun && !existsSync(chromiumPath)) {
    console.error(chromiumMissingMessage);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
