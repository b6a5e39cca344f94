import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon, useDesignSystem, type IconName } from '../../../../design-system/index.ts';
import { useBannedProviders } from '../../../core/brand/index.ts';
import * as styles from './CasinoMenu.css.ts';

interface CasinoTab {
  id: 'slots' | 'liveCasino' | 'crash' | 'virtual';
  path: string;
  icon: IconName;
  /** The provider whose ban hides the tab. */
  provider?: string;
}

/** The casino mobile menu's four tabs (spec, section 2), each hidden when its provider is banned. */
export const casinoTabs: readonly CasinoTab[] = [
  { id: 'slots', path: '/slots/main', icon: 'casino', provider: 'slots' },
  { id: 'liveCasino', path: '/casinolive/main', icon: 'user', provider: 'liveCasino' },
  { id: 'crash', path: '/slots/crash-games', icon: 'arrowUp', provider: 'slots' },
  { id: 'virtual', path: '/virtual-games', icon: 'esports' },
];

/** The casino sections as a tab bar; the open one is marked as the current page. */
export function CasinoMenu() {
  const { t } = useTranslation('casino');
  const { pathname } = useLocation();
  const { linkComponent: RouterLink } = useDesignSystem();
  const banned = useBannedProviders();
  const tabs = casinoTabs.filter((tab) => !tab.provider || !banned.has(tab.provider));
  return (
    <nav aria-label={t('menu.label')}>
      <ul className={styles.bar}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <RouterLink
              href={tab.path}
              className={styles.tab}
              aria-current={pathname === tab.path ? 'page' : undefined}
            >
              <Icon name={tab.icon} />
              {t(`menu.${tab.id}`)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
