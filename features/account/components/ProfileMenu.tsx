import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '../../../design-system/index.ts';
import type { TopUpTarget } from '../../core/brand/index.ts';
import type { ProfileMenuEntry } from '../model/profileMenu.ts';

export interface ProfileMenuProps {
  entries: readonly ProfileMenuEntry[];
  /** The id of the entry whose page is shown. */
  currentId: string | undefined;
  /** Where the top-up entry leads (a chat for USD players). */
  topUp: TopUpTarget;
  onExit: () => void;
  exiting?: boolean;
}

/**
 * The profile menu as one row that scrolls sideways: on a phone it costs a single line above the
 * page, and the page being shown is marked (aria-current) and scrolled into view.
 */
export function ProfileMenu({
  entries,
  currentId,
  topUp,
  onExit,
  exiting = false,
}: ProfileMenuProps) {
  const { t } = useTranslation('account');
  const labels: Record<string, string> = {
    changePassword: t('menu.changePassword'),
    additional: t('menu.additional'),
    promoCodes: t('menu.promoCodes'),
    payHistory: t('menu.payHistory'),
    slotsHistory: t('menu.slotsHistory'),
    betHistory: t('menu.betHistory'),
    sportHistory: t('menu.sportHistory'),
    topUp: t('menu.topUp'),
    withdrawal: t('menu.withdrawal'),
    responsibleGambling: t('menu.responsibleGambling'),
  };
  const scroller = useRef<HTMLElement>(null);

  // The current entry may sit past the screen's edge (withdrawal, at the end of the row).
  useLayoutEffect(() => {
    const row = scroller.current;
    const item = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !item) return;
    const rowBox = row.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    if (itemBox.left < rowBox.left || itemBox.right > rowBox.right) {
      row.scrollLeft += itemBox.left - rowBox.left - (rowBox.width - itemBox.width) / 2;
    }
  }, [currentId]);

  return (
    <Box as="nav" aria-label={t('frame.menuLabel')}>
      <Box
        as="ul"
        ref={scroller}
        role="list"
        display="flex"
        flexWrap="nowrap"
        gap="xsmall"
        overflow="auto"
        // Room for the focus ring, which the scrolling row would otherwise clip.
        padding="xxsmall"
      >
        {entries.map((entry) => {
          const current = entry.id === currentId;
          const external = entry.id === 'topUp' && topUp.external;
          const label = labels[entry.id] ?? entry.id;
          return (
            <Box as="li" key={entry.id} flexShrink={0}>
              <Button
                href={entry.id === 'topUp' ? topUp.href : entry.href}
                size="small"
                variant={current ? 'solid' : 'outline'}
                aria-current={current ? 'page' : undefined}
                {...(external
                  ? {
                      target: '_blank',
                      rel: 'noopener noreferrer',
                      'aria-label': `${label} (${t('frame.opensInNewTab')})`,
                    }
                  : {})}
              >
                {label}
              </Button>
            </Box>
          );
        })}
        <Box as="li" flexShrink={0}>
          <Button size="small" variant="ghost" icon="logout" loading={exiting} onClick={onExit}>
            {t('menu.exit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
