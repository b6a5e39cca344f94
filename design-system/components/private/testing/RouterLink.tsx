import type { LinkComponentProps } from '../../../provider/DesignSystemProvider.tsx';

/**
 * Stands in for a router's link in tests: an anchor marked `data-router`, so a test can tell that
 * a component rendered its internal link through the provider rather than a plain `<a>`.
 */
export function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router="" {...props}>
      {children}
    </a>
  );
}
