/** Sends the browser to another site (its own module, so tests can stand in for it). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
