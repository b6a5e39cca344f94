import { useTranslation } from 'react-i18next';
import { Box, Button, Spinner, Stack, Text } from '../../../../design-system/index.ts';
import { VIRTUAL_NAMESPACE } from '../model/paths.ts';

/** A game address as a full URL: the router would read a bare path as one of the app's pages. */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * The browser is on its way to the game (the gameUrl is set); the link is for when it does not
 * get there (a blocked navigation, a slow network).
 */
export function GameOpening({ gameUrl }: { gameUrl?: string }) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  return (
    <Box paddingY="xlarge">
      <Stack space="large" align="center">
        <Spinner size="large" label={t('launch.launchingStatus')} />
        {gameUrl ? (
          <Stack space="small" align="center">
            <Text tone="secondary" align="center">
              {t('launch.openedHint')}
            </Text>
            <Button href={absolute(gameUrl)}>{t('launch.openGame')}</Button>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
