/** Loads of this page, by absolute address: a script is requested once however often it is asked. */
const loads = new Map<string, Promise<void>>();

const LOADED = 'data-loaded';

function existingScript(doc: Document, src: string): HTMLScriptElement | undefined {
  return [...doc.querySelectorAll('script')].find((script) => script.src === src);
}

/**
 * Appends `<script src>` to the head and resolves when it has run; rejects when it fails, and
 * then forgets it (element included) so a retry requests it again. A script already on the page
 * is reused: resolved at once when it has loaded, waited for otherwise.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const cached = loads.get(src);
  if (cached) return cached;
  const existing = existingScript(doc, src);
  if (existing?.getAttribute(LOADED) === 'true') return Promise.resolve();
  const script = existing ?? doc.createElement('script');
  const load = new Promise<void>((resolve, reject) => {
    script.addEventListener(
      'load',
      () => {
        script.setAttribute(LOADED, 'true');
        resolve();
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => {
        loads.delete(src);
        script.remove();
        reject(new Error(`Script failed to load: ${src}`));
      },
      { once: true },
    );
  });
  loads.set(src, load);
  if (!existing) {
    script.src = src;
    script.async = true;
    doc.head.appendChild(script);
  }
  return load;
}

/** Forgets every load: tests start from an empty page. */
export function forgetScriptLoads(): void {
  loads.clear();
}
