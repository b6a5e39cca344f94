// The one place that knows where the system Chromium lives. No tool here downloads a browser.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export function requireChromium() {
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
        'or point CHROME_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  process.env.CHROME_PATH = chromiumPath;
}
