import { useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Heading,
  Icon,
  Inline,
  Link,
  List,
  ListRow,
  Stack,
  Text,
} from '../../design-system/index.ts';
import { Sheet } from '../../design-system/overlays.ts';
import { displayCurrency, formatMoney } from '../../features/core/format/index.ts';
import type { Brand } from '../../schemas/generated/brand.ts';
import type { ShellSession } from '../AppContext.tsx';
import { languageTag, type LanguageCode } from '../i18n/languages.ts';
import { LanguageChooser } from './LanguageChooser.tsx';
import { blockTitle, entryLabel, isExternalLink, localized, visibleBlocks } from './menuModel.ts';
import { shellLinks } from './shellLinks.ts';
import { useShellLanguage } from './useShellLanguage.ts';

/** A content page from the platform's flat-page list (already sorted by priority). */
export interface FlatPageLink {
  idName: string;
  name: string;
}

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: Brand;
  session: ShellSession;
  /** Providers switched off (brand bans, server blocklist, expanded); their links are hidden. */
  banned: ReadonlySet<string>;
  /** Flat pages to list; an empty list shows no section. */
  flatPages: readonly FlatPageLink[];
  onLogout: () => void;
  onLanguageChange: (code: LanguageCode) => void;
  /** A feature's block at the foot of the menu (the app download banner). */
  footer?: ReactNode;
}

/**
 * The side menu (spec, section 2) on the design-system Sheet, which closes on Escape, a press
 * outside and a rightward swipe over 100 px: the player's account, the brand's link blocks, the
 * language chooser, flat pages and the brand description. Following a link closes it.
 */
export function SideMenu({
  open,
  onOpenChange,
  brand,
  session,
  banned,
  flatPages,
  onLogout,
  onLanguageChange,
  footer,
}: SideMenuProps) {
  const { t } = useTranslation();
  const { language, fallbackLanguage } = useShellLanguage(brand);
  const blocks = useMemo(() => visibleBlocks(brand.menus?.sideMenu ?? [], banned), [brand, banned]);
  const description = localized(brand.description, language, fallbackLanguage);
  const close = () => onOpenChange(false);
  useReturnFocus(open);

  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Content title={t('shell.menuTitle')} closeLabel={t('shell.close')} side="right">
        <Stack space="xlarge">
          {session.status === 'player' ? (
            <ProfileBlock
              brand={brand}
              session={session}
              banned={banned}
              onNavigate={close}
              onLogout={() => {
                close();
                onLogout();
              }}
            />
          ) : (
            <Inline space="small">
              <Button href={shellLinks.registration} variant="outline" onClick={close}>
                {t('shell.register')}
              </Button>
              <Button href={shellLinks.login} onClick={close}>
                {t('shell.login')}
              </Button>
            </Inline>
          )}

          {blocks.map((block) => (
            <MenuSection key={block.id} title={blockTitle(block, language, fallbackLanguage, t)}>
              {block.links.map((link) =>
                isExternalLink(link) ? (
                  // The row's router link cannot open a new tab, so the text is the link.
                  <ListRow
                    key={link.id}
                    label={
                      <Link href={link.href} external externalLabel={t('shell.opensInNewTab')}>
                        {entryLabel(link, language, fallbackLanguage, t)}
                      </Link>
                    }
                  />
                ) : (
                  <ListRow
                    key={link.id}
                    href={link.route}
                    onClick={close}
                    label={entryLabel(link, language, fallbackLanguage, t)}
                    trailing={<Icon name="chevronRight" />}
                  />
                ),
              )}
            </MenuSection>
          ))}

          <LanguageChooser
            languages={brand.languages.enabled}
            value={language}
            onChange={onLanguageChange}
          />

          {flatPages.length > 0 ? (
            <MenuSection title={t('shell.pages')}>
              {flatPages.map((page) => (
                <ListRow
                  key={page.idName}
                  href={shellLinks.flatPage(page.idName)}
                  onClick={close}
                  label={page.name}
                  trailing={<Icon name="chevronRight" />}
                />
              ))}
            </MenuSection>
          ) : null}

          {footer}

          {description ? (
            <Text size="small" tone="secondary">
              {description}
            </Text>
          ) : null}
        </Stack>
      </Sheet.Content>
    </Sheet.Root>
  );
}

/**
 * The menu opens from the header's button, which sits outside the Sheet (the header renders
 * without a Sheet around it), so Radix has no trigger to give focus back to and would drop it on
 * <body>. This remembers what had focus on opening and restores it once the menu closes, as a
 * Sheet.Trigger would; it waits a task so the closing sheet's focus trap has let go.
 */
function useReturnFocus(open: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return undefined;
    // Layout effects run before Radix moves focus into the sheet (in a passive effect).
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const target = returnTo.current;
      setTimeout(() => {
        if (target?.isConnected) target.focus();
      }, 0);
    };
  }, [open]);
}

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="xsmall">
        <Heading level={3} id={headingId}>
          {title}
        </Heading>
        <List aria-labelledby={headingId}>{children}</List>
      </Stack>
    </Box>
  );
}

function ProfileBlock({
  brand,
  session,
  banned,
  onNavigate,
  onLogout,
}: {
  brand: Brand;
  session: Extract<ShellSession, { status: 'player' }>;
  banned: ReadonlySet<string>;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useShellLanguage(brand);
  const headingId = useId();
  const { user, balance } = session;
  // Spec: a default currency label when the account has none.
  const currency = user.currency || brand.currencies.default;
  // The embedded sportsbooks' histories go with their provider: banned, the page would only
  // redirect to /slots/home.
  const links = [
    { id: 'changePassword', href: shellLinks.changePassword, label: t('shell.changePassword') },
    { id: 'casinoHistory', href: shellLinks.casinoHistory, label: t('shell.casinoHistory') },
    ...(brand.features?.betHistory === false
      ? []
      : [{ id: 'betHistory', href: shellLinks.betHistory, label: t('shell.betHistory') }]),
    ...(banned.has('bc')
      ? []
      : [{ id: 'sportHistory', href: shellLinks.sportHistory, label: t('shell.sportHistory') }]),
    ...(banned.has('digitain')
      ? []
      : [
          {
            id: 'digitalSportHistory',
            href: shellLinks.digitalSportHistory,
            label: t('shell.digitalSportHistory'),
          },
        ]),
    {
      id: 'operationsHistory',
      href: shellLinks.operationsHistory,
      label: t('shell.operationsHistory'),
    },
    {
      id: 'responsibleGambling',
      href: shellLinks.responsibleGambling,
      label: t('shell.responsibleGambling'),
    },
  ];

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="small">
        <Box background="surfaceSunken" borderRadius="standard" padding="medium">
          <Stack space="xsmall">
            <Heading level={3} id={headingId} truncate>
              {user.login}
            </Heading>
            <Text size="small" tone="secondary" tabularNumbers>
              {t('shell.userId', { id: user.id })}
            </Text>
            <Inline space="small" alignY="center">
              <Text as="span" size="large" weight="strong" tabularNumbers>
                {balance === undefined
                  ? t('shell.balancePending')
                  : formatMoney(balance, currency, languageTag(language), {
                      symbols: brand.currencies.symbols,
                    })}
              </Text>
              <Badge tone="neutral" emphasis="soft">
                {displayCurrency(currency)}
              </Badge>
            </Inline>
          </Stack>
        </Box>
        <List aria-labelledby={headingId}>
          {links.map((link) => (
            <ListRow
              key={link.id}
              href={link.href}
              onClick={onNavigate}
              label={link.label}
              trailing={<Icon name="chevronRight" />}
            />
          ))}
          <ListRow onClick={onLogout} label={t('shell.logout')} leading={<Icon name="logout" />} />
        </List>
      </Stack>
    </Box>
  );
}
