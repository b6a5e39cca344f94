import { createElement, lazy, useState, type ComponentType } from 'react';
import type { LazyComponent } from '../../features/core/featureModule.ts';

// Modules already in, by the loader that fetched them (the loaders are the features' descriptors'
// own functions, so the boot warm-up and the route table share them).
const loaded = new WeakMap<object, unknown>();

/**
 * Loads a lazy component's chunk and remembers the module, so `readyLazy(load)` renders it at
 * once afterwards. The boot warm-up uses it for the first page's screen and slider.
 */
export function loadReady<Props>(load: LazyComponent<Props>): Promise<unknown> {
  return load().then((module) => {
    loaded.set(load, module);
    return module;
  });
}

/**
 * `React.lazy`, except that a component whose chunk `loadReady` already fetched renders in the
 * first commit. React's own lazy suspends once even on a loaded chunk, and React then holds the
 * content back behind the fallback for 300 ms: the landing page's first paint would be its
 * skeleton, and its largest paint that much later.
 */
export function readyLazy<Props extends object>(load: LazyComponent<Props>): ComponentType<Props> {
  const Lazy = lazy(load);
  function Ready(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<Props>>(
      () => (loaded.get(load) as { default: ComponentType<Props> } | undefined)?.default ?? Lazy,
    );
    return createElement(Component, props);
  }
  return Ready;
}
