import { afterEach, describe, expect, it } from 'vitest';
import { fakeInbetLauncher } from '../testing/fixtures.ts';
import { inbetLauncherOf, loadInbetLauncher } from './inbetLauncher.ts';
import { forgetScriptLoads } from './loadScript.ts';

type Globals = Window & { InbetLauncher?: unknown };

const scriptFor = (path: string) =>
  [...document.head.querySelectorAll('script')].find(
    (script) => script.src === new URL(path, window.location.origin).href,
  );

afterEach(() => {
  delete (window as Globals).InbetLauncher;
  forgetScriptLoads();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('inbetLauncherOf', () => {
  it('should take only an object with an init function', () => {
    expect(inbetLauncherOf()).toBeUndefined();
    (window as Globals).InbetLauncher = { init: 'no' };
    expect(inbetLauncherOf()).toBeUndefined();
    const launcher = fakeInbetLauncher();
    (window as Globals).InbetLauncher = launcher;
    expect(inbetLauncherOf()).toBe(launcher);
  });
});

describe('loadInbetLauncher', () => {
  it("should load the brand's script on the app's origin and resolve with the launcher", async () => {
    const launcher = fakeInbetLauncher();
    const loading = loadInbetLauncher('/demo/inbet/launcher.js');
    const script = scriptFor('/demo/inbet/launcher.js');
    expect(script).toBeDefined();
    (window as Globals).InbetLauncher = launcher;
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(launcher);
  });

  it('should fail when the script defines no launcher', async () => {
    const loading = loadInbetLauncher('/demo/inbet/empty.js');
    scriptFor('/demo/inbet/empty.js')?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define window.InbetLauncher');
  });
});
