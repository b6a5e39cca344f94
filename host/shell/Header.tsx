import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  IconButton,
  Inline,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  iconNames,
  type IconName,
} from '../../design-system/index.ts';
import { formatMoney } from '../../features/core/format/index.ts';
import type { Brand, MenuEntry } from '../../schemas/generated/brand.ts';
import type { ShellSession } from '../AppContext.tsx';
import { languageTag } from '../i18n/languages.ts';
import { accountPlaceholder } from './AccountArea.css.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { entryLabel, visibleEntries } from './menuModel.ts';
import { shellLinks, topUpTarget } from './shellLinks.ts';
import { useShellLanguage } from './useShellLanguage.ts';

export interface HeaderProps {
  brand: Brand;
  session: ShellSession;
  /** Providers switched off (brand bans, server blocklist, expanded); their entries are hidden. */
  banned: ReadonlySet<string>;
  /** Opens the side menu. */
  onOpenMenu: () => void;
  /** The page being shown (pathname and query), to mark its menu entry. */
  currentPath?: string;
  /** A signed-in player's session timer (a feature's lazy piece), before the top-up button. */
  sessionStatus?: ReactNode;
}

function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && (iconNames as readonly string[]).includes(name);
}

/**
 * The top of every page (spec, section 2): logo home, the account area (sign-in buttons, or id,
 * balance and top-up), the menu button, and the brand's header menu minus banned providers.
 */
export function Header({
  brand,
  session,
  banned,
  onOpenMenu,
  currentPath,
  sessionStatus,
}: HeaderProps) {
  const { t } = useTranslation();
  const entries = useMemo(
    () => visibleEntries(brand.menus?.header ?? [], banned),
    [brand.menus?.header, banned],
  );

  return (
    <Box
      as="header"
      background="surfaceRaised"
      boxShadow="small"
      paddingX="gutter"
      paddingY="small"
    >
      <Stack space="small">
        <Box display="flex" alignItems="center" gap="small">
          <Box flexGrow={1} flexShrink={1} minWidth={0}>
            <BrandLogo brand={brand} />
          </Box>
          <Box flexShrink={0}>
            <AccountArea brand={brand} session={session} sessionStatus={sessionStatus} />
          </Box>
          {/* Right-hand, beside the edge the menu slides in from and is swiped back to. */}
          <IconButton
            icon="menu"
            label={t('shell.openMenu')}
            aria-haspopup="dialog"
            onClick={onOpenMenu}
          />
        </Box>
        {entries.length > 0 ? (
          <HeaderMenu brand={brand} entries={entries} currentPath={currentPath} />
        ) : null}
      </Stack>
    </Box>
  );
}

function AccountArea({
  brand,
  session,
  sessionStatus,
}: {
  brand: Brand;
  session: ShellSession;
  sessionStatus: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useShellLanguage(brand);

  if (session.status === 'checking') {
    // Holds the account area's place while the auth check runs, so the header does not jump.
    return (
      <div className={accountPlaceholder} aria-busy="true">
        <VisuallyHidden>{t('shell.sessionChecking')}</VisuallyHidden>
        <Skeleton shape="rect" size="small" />
      </div>
    );
  }

  if (session.status === 'guest') {
    return (
      <Inline space="xsmall" noWrap>
        <Button href={shellLinks.registration} variant="outline" size="small">
          {t('shell.register')}
        </Button>
        <Button href={shellLinks.login} size="small">
          {t('shell.login')}
        </Button>
      </Inline>
    );
  }

  const { user, balance } = session;
  const currency = user.currency || brand.currencies.default;
  const topUp = topUpTarget(currency, brand.support);
  return (
    <Inline space="small" noWrap>
      <Stack space="none" align="right">
        <Text as="span" size="xsmall" tone="secondary" tabularNumbers>
          {t('shell.userId', { id: user.id })}
        </Text>
        <Text as="span" size="small" weight="strong" tabularNumbers>
          <VisuallyHidden>{`${t('shell.balance')}: `}</VisuallyHidden>
          {balance === undefined
            ? t('shell.balancePending')
            : formatMoney(balance, currency, languageTag(language), {
                symbols: brand.currencies.symbols,
              })}
        </Text>
      </Stack>
      {sessionStatus}
      {/* An icon button leaves the logo room on a phone; its name says "Top up". */}
      {topUp.external ? (
        // USD players top up through a chat on another site (spec, section 2).
        <IconButton
          href={topUp.href}
          target="_blank"
          rel="noopener noreferrer"
          icon="plus"
          variant="solid"
          label={`${t('shell.topUp')} (${t('shell.opensInNewTab')})`}
        />
      ) : (
        <IconButton href={topUp.href} icon="plus" variant="solid" label={t('shell.topUp')} />
      )}
    </Inline>
  );
}

function isCurrent(entry: MenuEntry, currentPath: string | undefined): boolean {
  return currentPath !== undefined && entry.route === currentPath;
}

/**
 * The header menu: one row that scrolls sideways on a phone, never wrapping or clipping. An entry
 * with two or more sub-entries (Sport 1 and Sport 2) is a disclosure whose sub-entries open in the
 * same row, right after it, so the header stays one compact row of menu whatever is open; with a
 * single sub-entry left after bans it is a plain link, as a one-item sub-menu is only an extra tap.
 */
function HeaderMenu({
  brand,
  entries,
  currentPath,
}: {
  brand: Brand;
  entries: MenuEntry[];
  currentPath: string | undefined;
}) {
  const { t } = useTranslation();
  const { language, fallbackLanguage } = useShellLanguage(brand);
  const subMenuId = useId();
  const subMenuRef = useRef<HTMLElement>(null);
  const label = (entry: MenuEntry) => entryLabel(entry, language, fallbackLanguage, t);
  const hasSubMenu = (entry: MenuEntry) => (entry.children?.length ?? 0) > 1;
  // The sub-menu of the page being shown starts open, so players see where they are.
  const [openId, setOpenId] = useState<string | undefined>(
    () =>
      entries.find(
        (entry) =>
          hasSubMenu(entry) && entry.children?.some((child) => isCurrent(child, currentPath)),
      )?.id,
  );
  const openEntry = entries.find((entry) => entry.id === openId && hasSubMenu(entry));

  // An opened sub-menu may start past the row's end (the last entry's): bring it into view.
  useEffect(() => {
    subMenuRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [openEntry?.id]);

  return (
    <Box as="nav" aria-label={t('shell.mainNavigation')}>
      {/* The padding keeps focus rings inside the scrolling row, which clips its overflow. */}
      <Box as="ul" display="flex" flexWrap="nowrap" gap="xsmall" overflow="auto" padding="xsmall">
        {entries.map((entry) => (
          <Box as="li" key={entry.id} display="flex" gap="xsmall" flexShrink={0}>
            {hasSubMenu(entry) ? (
              <>
                <Button
                  variant={entry.id === openEntry?.id ? 'outline' : 'ghost'}
                  size="small"
                  icon={entry.id === openEntry?.id ? 'chevronLeft' : 'chevronRight'}
                  aria-expanded={entry.id === openEntry?.id}
                  aria-controls={entry.id === openEntry?.id ? subMenuId : undefined}
                  onClick={() => setOpenId(entry.id === openEntry?.id ? undefined : entry.id)}
                >
                  {label(entry)}
                </Button>
                {entry.id === openEntry?.id ? (
                  <Box
                    as="ul"
                    ref={subMenuRef}
                    id={subMenuId}
                    aria-label={label(entry)}
                    display="flex"
                    flexWrap="nowrap"
                    gap="xsmall"
                  >
                    {(entry.children ?? []).map((child) => (
                      <Box as="li" key={child.id} flexShrink={0}>
                        <Button
                          href={child.route}
                          variant={isCurrent(child, currentPath) ? 'solid' : 'outline'}
                          size="small"
                          aria-current={isCurrent(child, currentPath) ? 'page' : undefined}
                        >
                          {label(child)}
                        </Button>
                      </Box>
                    ))}
                  </Box>
                ) : null}
              </>
            ) : (
              <Button
                href={entry.route}
                variant={isCurrent(entry, currentPath) ? 'solid' : 'ghost'}
                size="small"
                icon={isIconName(entry.icon) ? entry.icon : undefined}
                aria-current={isCurrent(entry, currentPath) ? 'page' : undefined}
              >
                {label(entry)}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
