import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Brand } from '../../../schemas/generated/brand.ts';
import type {
  FirstScreenRequest,
  PrerenderedShell,
  PrerenderFirstScreens,
  PrerenderShell,
} from '../../../schemas/prerenderedShell.ts';
import { escapeHtml } from '../html/escape.ts';
import { prerenderFolderName } from './prerenderFolder.mjs';
import { withScriptsAfterPaint } from './scriptsAfterPaint.ts';

/** The module `npm run build` prerenders brands' first frames with (`vite build --ssr`). */
export const prerenderEntry = 'host/prerender/prerender.ts';
export { prerenderFolderName };

/** A brand's frames: the shell every page opens with, and a first screen per landing path. */
export interface PageFrames {
  /** Absent when it cannot be drawn: the page then paints with the app. */
  shell?: PrerenderedShell;
  /** By path (`/`, `/slots/home`…); a path without one gets the shell's frame. */
  firstScreens: Readonly<Record<string, PrerenderedShell>>;
}

/** Draws a brand's frames; `answer` gives the API answers the server knows at draw time. */
export type FrameRenderer = (
  brand: Brand,
  answer?: FirstScreenRequest['answer'],
) => Promise<PageFrames>;

/** What the built module exports (one built before the landing pages' frames has no paths). */
type PrerenderModule = { prerenderShell: PrerenderShell } & Partial<PrerenderFirstScreens>;

/** The built prerender module that belongs to the app built into `appDir`. */
export function prerenderModulePath(appDir: string): string {
  const name = basename(prerenderEntry).replace(/\.tsx?$/, '.js');
  return join(dirname(resolve(appDir)), prerenderFolderName, name);
}

/**
 * Draws brands' frames with the prerender module built beside `appDir`. Without it (an older
 * build, a copied `dist/` alone) or when it fails, a page simply has no frame until its scripts
 * run, and a landing page that fails keeps the shell's frame: a missing prerender never blanks a
 * site. Each distinct failure is logged once. A rebuilt module is loaded again, as the built page
 * it belongs to has changed too.
 */
export function frameRenderer(
  appDir: string,
  log: (message: string) => void = (message) => console.warn(message),
): FrameRenderer {
  const modulePath = prerenderModulePath(appDir);
  const reported = new Set<string>();
  const report = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    log(message);
  };
  return async (brand, answer) => {
    if (!existsSync(modulePath)) {
      report(`No prerender module at ${modulePath}: pages paint when their scripts run.`);
      return { firstScreens: {} };
    }
    let module: PrerenderModule;
    let shell: PrerenderedShell;
    try {
      const version = statSync(modulePath).mtimeMs;
      module = (await import(
        `${pathToFileURL(modulePath).href}?build=${String(version)}`
      )) as PrerenderModule;
      shell = await module.prerenderShell(brand);
    } catch (error) {
      report(
        `Prerendering ${brand.id}'s first frame failed; its page paints when its scripts run: ${String(error)}`,
      );
      return { firstScreens: {} };
    }
    const firstScreens: Record<string, PrerenderedShell> = {};
    for (const path of module.firstScreenPaths?.(brand) ?? []) {
      try {
        const frame = await module.prerenderFirstScreen?.(brand, { path, answer });
        if (frame) firstScreens[path] = frame;
      } catch (error) {
        report(
          `Prerendering ${brand.id}'s ${path} failed; it opens with the shell's frame: ${String(error)}`,
        );
      }
    }
    return { shell, firstScreens };
  };
}

/**
 * The brand's page with its first frame: the theme on `<html>`, the frame inside `#root`, and
 * the scripts fetched once that frame is painted.
 */
export function withPrerenderedShell(
  indexHtml: string,
  shell: PrerenderedShell | undefined,
): string {
  if (shell === undefined) return indexHtml;
  const attributes = Object.entries(shell.htmlAttributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return withScriptsAfterPaint(indexHtml)
    .replace(/<html\b([^>]*)>/i, (_tag, existing: string) => `<html${existing}${attributes}>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${shell.rootHtml}</div>`);
}
