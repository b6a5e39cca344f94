import type { InbetLanguageCode } from '../model/inbet.ts';
import { loadScript } from './loadScript.ts';

/** What `window.InbetLauncher.init` takes (integrations README, section 8). */
export interface InbetInitOptions {
  container: HTMLElement | string;
  path: string;
  game: string;
  billing: string;
  token: string;
  coefficient: number;
  currency: string;
  language: InbetLanguageCode;
  homePage: string;
}

/** One running game; destroy() empties its container. */
export interface InbetGame {
  destroy: () => void;
}

/** The global the launcher script defines. */
export interface InbetLauncherApi {
  version?: string;
  init: (options: InbetInitOptions) => InbetGame;
}

/** Loads the launcher and resolves with it; the screen takes another one in tests and stories. */
export type LoadInbetLauncher = (scriptUrl: string) => Promise<InbetLauncherApi>;

type WindowWithInbet = Window & { InbetLauncher?: unknown };

function isLauncher(value: unknown): value is InbetLauncherApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { init?: unknown }).init === 'function'
  );
}

/** window.InbetLauncher when a script defined a usable one. */
export function inbetLauncherOf(target: Window = window): InbetLauncherApi | undefined {
  const candidate = (target as WindowWithInbet).InbetLauncher;
  return isLauncher(candidate) ? candidate : undefined;
}

/** The launcher script, once per page; a script that loads but defines nothing is a failure. */
export const loadInbetLauncher: LoadInbetLauncher = async (scriptUrl) => {
  await loadScript(new URL(scriptUrl, window.location.origin).href);
  const launcher = inbetLauncherOf();
  if (!launcher) throw new Error(`${scriptUrl} did not define window.InbetLauncher`);
  return launcher;
};
