import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds a component's own ref and the consumer's. */
export function mergeRefs<Element>(...refs: Array<Ref<Element> | undefined>): RefCallback<Element> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
