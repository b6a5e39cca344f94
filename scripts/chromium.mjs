// The one place that knows where the system Chromium lives. No tool here downloads a browser.
import { existsSync } from 'node:fs';

/** Where Debian's `chromium` package puts the browser. */
export const debianChromiumPath = '/usr/bin/chromium';

export const chromiumPath = process.env.CHROME_PATH || debianChromiumPath;

/**
 * Debian packages the browser tests need: the browser, and the fonts fontconfig falls back to
 * behind the bundled UI font.
 */
export const chromiumPackages = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];

/** One line that says how to get the browser, for every script that cannot find it. */
export const chromiumMissingMessage =
  `Chromium not found at ${chromiumPath}: run \`sudo apt-get install -y ${chromiumPackages.join(' ')}\` ` +
  '(Debian/Ubuntu) or set CHROME_PATH to a Chromium binary.';

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
    console.error(chromiumMissingMessage);
    process.exit(1);
  }
  process.env.CHROME_PATH = chromiumPath;
}
