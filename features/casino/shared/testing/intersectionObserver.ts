import { vi } from 'vitest';

/**
 * A stand-in for IntersectionObserver (jsdom has none): a test says when the observed elements
 * come into view, as scrolling would.
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly elements = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) => {
    for (const observer of [...observers]) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  };
  return {
    /** Every observed element comes into view. */
    scrollToEnd: () => report(true),
    /** Every observed element leaves the view. */
    scrollAway: () => report(false),
    /** How many elements are watched. */
    watched: () => [...observers].reduce((sum, observer) => sum + observer.elements.size, 0),
  };
}
