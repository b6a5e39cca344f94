import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon, useDesignSystem, type IconName } from '../../../../design-system/index.ts';
import { useBannedProviders } from '../../../core/brand/index.ts';
import * as styles from './CasinoMenu.css.ts';

interface CasinoTab {
  id: 'slots' | 'liveCasino' | 'crash' | 'virtual';
  path: string;
  icon: IconName;
  /** The providers behind the tab: it hides once every one of them is banned. */
  providers?: readonly string[];
  /** Other addresses of the section, where the tab is marked current too. */
  sectionPrefixes?: readonly string[];
}

/** The casino mobile menu's four tabs (spec, section 2), each hidden when its provider is banned. */
export const casinoTabs: readonly CasinoTab[] = [
  { id: 'slots', path: '/slots/main', icon: 'casino', providers: ['slots'] },
  { id: 'liveCasino', path: '/casinolive/main', icon: 'user', providers: ['liveCasino'] },
  { id: 'crash', path: '/slots/crash-games', icon: 'arrowUp', providers: ['slots'] },
  {
    id: 'virtual',
    path: '/virtual-games',
    icon: 'esports',
    providers: ['goldenrace', 'betradar'],
    sectionPrefixes: ['/virtual-games/', '/bet-radar'],
  },
];

function isCurrent(tab: CasinoTab, pathname: string): boolean {
  return (
    pathname === tab.path ||
    (tab.sectionPrefixes ?? []).some((prefix) => pathname.startsWith(prefix))
  );
}

/** The casino sections as a tab bar; the open one is marked as the current page. */
export function CasinoMenu() {
  const { t } = useTranslation('casino');
  const { pathname } = useLocation();
  const { linkComponent: RouterLink } = useDesignSystem();
  const banned = useBannedProviders();
  const tabs = casinoTabs.filter(
    (tab) => !tab.providers?.every((provider) => banned.has(provider)),
  );
  return (
    <nav aria-label={t('menu.label')}>
      <ul className={styles.bar}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <RouterLink
              href={tab.path}
              className={styles.tab}
              aria-current={isCurrent(tab, pathname) ? 'page' : undefined}
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
