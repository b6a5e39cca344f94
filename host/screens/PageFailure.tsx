import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, ErrorState, Spinner } from '../../design-system/index.ts';
import { isChunkLoadError, reloadOnce } from '../errors/chunkReload.ts';

export interface PageFailureProps {
  error: unknown;
  /** Renders the page again (a render bug may pass; a lost chunk needs a reload instead). */
  onRetry: () => void;
  /**
   * Where "home" leads: through the router inside the shell, or a full page load when the shell
   * itself failed (no router is left to follow a link).
   */
  home: 'link' | 'page-load';
}

/**
 * What a player sees instead of a page that failed to render: a localized message, Retry and a
 * way home, with the rest of the shell still working. A code chunk that could not be loaded first
 * reloads the page once (a redeploy replaced it), so a player on an old tab lands on the new release.
 */
export function PageFailure({ error, onRetry, home }: PageFailureProps) {
  const { t } = useTranslation('screens');
  const chunkFailure = isChunkLoadError(error);
  // Asked once per failure screen; asking again (strict mode renders twice) joins the same reload.
  const [reloading] = useState(() => chunkFailure && reloadOnce());

  if (reloading) {
    return (
      <Box display="flex" justifyContent="center" padding="gutter" paddingY="xxlarge">
        <Spinner size="large" label={t('pageFailure.reloading')} />
      </Box>
    );
  }
  return (
    <Box padding="gutter" paddingY="xxlarge">
      <ErrorState
        titleLevel={1}
        title={t('pageFailure.title')}
        description={t('pageFailure.body')}
        retryLabel={t('pageFailure.retry')}
        // React keeps a chunk that failed as failed: only a new page load fetches it again.
        onRetry={chunkFailure ? () => window.location.reload() : onRetry}
        secondaryAction={
          home === 'link' ? (
            <Button variant="outline" href="/">
              {t('pageFailure.home')}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => window.location.assign('/')}>
              {t('pageFailure.home')}
            </Button>
          )
        }
      />
    </Box>
  );
}
