import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumMissingMessage } from './chromium.mjs';
import { planSystemPackages, type MachineState } from './system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const readyMachine: MachineState = {
  chromiumFound: true,
  usesDebianChromium: true,
  missingPackages: [],
  canInstall: false,
};

describe('planSystemPackages', () => {
  it('should do nothing when Chromium and the fonts are there', () => {
    expect(planSystemPackages(readyMachine)).toEqual({ action: 'none' });
  });

  it('should install Chromium and the missing fonts as root with apt-get (CI)', () => {
    const plan = planSystemPackages({
      ...readyMachine,
      chromiumFound: false,
      missingPackages: ['chromium', 'fonts-liberation'],
      canInstall: true,
    });
    expect(plan).toEqual({ action: 'install', packages: ['chromium', 'fonts-liberation'] });
  });

  it('should install only the fonts when Chromium is there', () => {
    const plan = planSystemPackages({
      ...readyMachine,
      missingPackages: ['fonts-dejavu-core'],
      canInstall: true,
    });
    expect(plan).toEqual({ action: 'install', packages: ['fonts-dejavu-core'] });
  });

  it('should fail with how to get Chromium when it cannot install it', () => {
    const plan = planSystemPackages({ ...readyMachine, chromiumFound: false });
    expect(plan).toEqual({ action: 'fail', message: chromiumMissingMessage });
  });

  it('should not install Debian Chromium for a CHROME_PATH elsewhere, even as root', () => {
    const plan = planSystemPackages({
      ...readyMachine,
      chromiumFound: false,
      usesDebianChromium: false,
      canInstall: true,
    });
    expect(plan.action).toBe('fail');
  });

  it('should only warn about missing fonts when it cannot install them', () => {
    const plan = planSystemPackages({ ...readyMachine, missingPackages: ['fonts-liberation'] });
    expect(plan.action).toBe('warn');
    expect('message' in plan && plan.message).toContain('apt-get install -y fonts-liberation');
  });
});

describe('node scripts/system-packages.mjs', () => {
  it('should stop with one line naming the install command when CHROME_PATH names no file', () => {
    const result = spawnSync('node', ['scripts/system-packages.mjs', '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: join(root, 'no-such-dir/chromium') },
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('no-such-dir/chromium');
    expect(lines[0]).toContain(
      'sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation',
    );
    expect(result.stdout).not.toContain('would run');
  });
});
