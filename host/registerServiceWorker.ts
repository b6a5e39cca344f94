/**
 * Registers the platform's service worker (`/sw.js`: app shell, hashed assets, the offline page)
 * once the first page has loaded, so its install never competes with the page's own downloads.
 * Production builds only: in development it would serve stale modules over hot reload.
 */
export function registerServiceWorker(production: boolean = import.meta.env.PROD): void {
  if (!production || !('serviceWorker' in navigator)) return;
  // A failed registration (private mode, an http origin) leaves the app as it is without one.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
