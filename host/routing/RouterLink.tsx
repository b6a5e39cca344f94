import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '../../design-system/index.ts';

/**
 * The design system's internal links, through the router: no page reload, and the router's
 * scroll-to-top and redirects apply. Addresses outside the app stay plain anchors.
 */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
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
