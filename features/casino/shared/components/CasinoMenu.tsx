import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Box, Button, Inline } from '../../../../design-system/index.ts';
import { useBannedProviders } from '../../../core/brand/index.ts';

/** The casino mobile menu's four tabs (spec, section 2), each hidden when its provider is banned. */
export const casinoTabs = [
  { id: 'slots', path: '/slots/main', provider: 'slots' },
  { id: 'liveCasino', path: '/casinolive/main', provider: 'liveCasino' },
  { id: 'crash', path: '/slots/crash-games', provider: 'slots' },
  { id: 'virtual', path: '/virtual-games', provider: undefined },
] as const;

/** The casino sections as a row of tabs; the open one is marked as the current page. */
export function CasinoMenu() {
  const { t } = useTranslation('casino');
  const { pathname } = useLocation();
  const banned = useBannedProviders();
  const tabs = casinoTabs.filter((tab) => !tab.provider || !banned.has(tab.provider));
  return (
    <Box as="nav" aria-label={t('menu.label')}>
      <Inline space="xsmall">
        {tabs.map((tab) => {
          const current = pathname === tab.path;
          return (
            <Button
              key={tab.id}
              size="small"
              href={tab.path}
              variant={current ? 'solid' : 'outline'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`menu.${tab.id}`)}
            </Button>
          );
        })}
      </Inline>
    </Box>
  );
}
