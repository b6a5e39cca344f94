import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appPathOf, contentElementId, sanitizeFlatPageHtml } from '../model/sanitizeHtml.ts';
import * as styles from './SafeHtml.css.ts';

export interface SafeHtmlProps {
  /** Operator HTML (a flat page's text); sanitised before it reaches the page. */
  html: string;
  id?: string;
}

/**
 * Operator HTML, sanitised (no scripts, event handlers or `javascript:` links; external links in a
 * new tab without opener), in the look of the design system's text. Links to app pages open
 * through the router, without reloading the app; an address with `#section-n` scrolls to it.
 */
export function SafeHtml({ html, id }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeFlatPageHtml(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // One listener for every link of the HTML (React does not render them, so none has its own).
    const openInApp = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!link || !href || link.target === '_blank') return;
      const path = appPathOf(href, window.location.origin);
      if (path === undefined) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener('click', openInApp);
    return () => element.removeEventListener('click', openInApp);
  }, [navigate]);

  useEffect(() => {
    if (!hash) return;
    // The address keeps the operator's `#section-n`; the element has the sanitiser's prefixed id.
    const target = document.getElementById(contentElementId(decodeHash(hash)));
    if (!target || !container.current?.contains(target)) return;
    // jsdom has no scrolling; browsers always do.
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, [hash, safe]);

  return (
    <div
      ref={container}
      id={id}
      className={styles.prose}
      // Sanitised above with a strict allow-list (model/sanitizeHtml.ts).
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
