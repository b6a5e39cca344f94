import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useLocation } from 'react-router-dom';
import { isChunkLoadError, reloadOnce } from './chunkReload.ts';
import { PageFailure } from '../screens/PageFailure.tsx';

function logFailure(error: unknown) {
  // The console is where an operator's error monitoring listens; the player sees PageFailure.
  console.error(error);
}

/**
 * Around each page: a page that throws shows PageFailure in its place while the header, menus and
 * slip keep working. Moving to another address clears the failure.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={logFailure}
      fallback={(error, retry) => <PageFailure error={error} onRetry={retry} home="link" />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around the whole app: if the shell itself fails, the player still gets a way back. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={logFailure}
      fallback={(error, retry) => <PageFailure error={error} onRetry={retry} home="page-load" />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Renders nothing; a piece whose chunk was lost reloads the page once, as a page's would. */
function MissingPiece({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return null;
}

/**
 * Around one piece of the shell (side menu, bet slip, notifications): a piece that fails leaves
 * its place empty instead of taking the header and the page down with it.
 */
export function ShellPieceBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary onError={logFailure} fallback={(error) => <MissingPiece error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
