// Runs @storybook/test-runner's Jest in the system Chromium: no browser is ever downloaded.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
    },
  },
  testTimeout: 30000,
};
