import { afterEach, describe, expect, it } from 'vitest';
import { forgetScriptLoads, loadScript } from './loadScript.ts';

const src = 'https://app.example/demo/inbet/launcher.js';

const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === src);

function fire(type: 'load' | 'error') {
  const [script] = scripts();
  if (!script) throw new Error('no script element');
  script.dispatchEvent(new Event(type));
}

afterEach(() => {
  forgetScriptLoads();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('should append one async script to the head and resolve when it has loaded', async () => {
    let loaded = false;
    const load = loadScript(src).then(() => {
      loaded = true;
    });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    await Promise.resolve();
    expect(loaded).toBe(false);
    fire('load');
    await load;
    expect(loaded).toBe(true);
  });

  it('should request the script once however often it is asked', async () => {
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    fire('load');
    await Promise.all([first, second]);
    await loadScript(src);
    expect(scripts()).toHaveLength(1);
  });

  it('should reuse a script already on the page', async () => {
    const script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
    const load = loadScript(src);
    expect(scripts()).toHaveLength(1);
    script.dispatchEvent(new Event('load'));
    await expect(load).resolves.toBeUndefined();
    forgetScriptLoads();
    // Known to have loaded: resolved at once, nothing appended.
    await expect(loadScript(src)).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('should reject on error, remove the element and request it again on retry', async () => {
    const failed = loadScript(src);
    fire('error');
    await expect(failed).rejects.toThrow(`Script failed to load: ${src}`);
    expect(scripts()).toHaveLength(0);

    const retried = loadScript(src);
    expect(retried).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    fire('load');
    await expect(retried).resolves.toBeUndefined();
  });
});
