/**
 * The Android app's address: the brand file's `downloadApp.androidUrl` wins; otherwise the
 * platform's answer (`''` = this brand publishes no app). Undefined while the answer is awaited.
 */
export function resolveDownloadUrl(
  brandUrl: string | undefined,
  platformUrl: string | undefined,
): string | undefined {
  const configured = brandUrl?.trim();
  if (configured) return configured;
  return platformUrl?.trim();
}

/**
 * An absolute address for the download link. The platform answers a path on its own origin
 * (`/demo/app/brand.apk`); made absolute, the app's router leaves it to the browser (a file
 * download) instead of opening it as an app page.
 */
export function absoluteDownloadUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** Where the download address stands (what the address hook reports). */
export interface DownloadAddress {
  /** '' while loading, when the brand has no app, or when the call failed. */
  url: string;
  loading: boolean;
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** What the download button shows. */
export type DownloadLinkState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'unavailable' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean };

/** The download button's state from the address hook (the screen and the banner show the same). */
export function downloadLinkState(
  download: DownloadAddress,
  describe: (error: unknown) => string,
): DownloadLinkState {
  if (download.url) return { status: 'ready', url: download.url };
  if (download.loading) return { status: 'loading' };
  if (download.error !== undefined) {
    return {
      status: 'error',
      message: describe(download.error),
      onRetry: download.retry,
      retrying: download.retrying,
    };
  }
  return { status: 'unavailable' };
}
