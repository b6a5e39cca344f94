/**
 * The origins a brand's third-party frames and scripts live on (`integrations` in the brand file),
 * for the Content-Security-Policy: the app may frame or run exactly those, besides its own origin.
 * Paths on the app's origin add nothing ('self' covers them).
 */
export interface IntegrationOrigins {
  frames: string[];
  scripts: string[];
}

const frameKeys = ['bc', 'digitain', 'tvbet'] as const;

function httpsOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('https://')) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))].sort();
}

/**
 * Reads the origins from the brand file's text. An unreadable file allows nothing extra: the app
 * refuses to boot on it anyway, and a policy must never open up because its input is broken.
 */
export function integrationOrigins(brandFileText: string): IntegrationOrigins {
  let integrations: Record<string, Record<string, unknown> | undefined> = {};
  try {
    const brand = JSON.parse(brandFileText) as { integrations?: typeof integrations } | null;
    integrations = brand?.integrations ?? {};
  } catch {
    return { frames: [], scripts: [] };
  }
  return {
    frames: unique(frameKeys.map((key) => httpsOrigin(integrations[key]?.frameUrl))),
    scripts: unique([httpsOrigin(integrations.inbet?.scriptUrl)]),
  };
}
