import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DesignSystemProvider, type LinkComponentProps } from '../../../../design-system/index.ts';

/** The host's router link as far as a test needs it: app addresses go through the router. */
function TestRouterLink({ href, children, ...rest }: LinkComponentProps) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/** Lets a test follow a design-system link to another address, as the app does. */
export function WithRouterLinks({ children }: { children: ReactNode }) {
  return <DesignSystemProvider linkComponent={TestRouterLink}>{children}</DesignSystemProvider>;
}
