import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Box, Button, Spinner } from '../../../design-system/index.ts';
import { Sheet } from '../../../design-system/overlays.ts';
import { useSession } from '../../core/session/index.ts';
import { useBetslipCount } from '../model/slipStore.ts';
// Straight from its module: the placement barrel would bring the placement code to every page.
import { useOneClick } from '../placement/oneClick/oneClickSettings.ts';
import * as styles from './BetslipShell.css.ts';
import { OneClickToggle } from './OneClickToggle.tsx';

// The panel (stake form, tabs, placement) is most of the slip's code; every page carries the
// overlay, so the panel loads only once the slip has a bet, not with the first page.
const loadPanel = () => import('./BetslipPanelChunk.ts');
const BetslipPanel = lazy(loadPanel);
const BetslipPlayerWork = lazy(() => import('./BetslipPlayerWork.tsx'));

/** The /basket page shows the slip itself: no button over it. */
const BASKET_PATH = '/basket';

/**
 * The slip on every page (spec: modalBasketIsOpen): a "Bet slip (n)" button in the shell's bottom
 * bar while the slip has bets, opening it in a sheet, and before it, while a player has one-click
 * betting on, the one-click switch (it stays on the page where it was switched off, so focus is not
 * lost and the player sees the change and can undo it). For a signed-in player it also runs the
 * slip's background work (BetslipPlayerWork).
 */
export default function BetslipShell() {
  const { t } = useTranslation('betslip');
  const { pathname } = useLocation();
  const count = useBetslipCount();
  const { session } = useSession();
  const oneClick = useOneClick();
  // The page where the player switched one-click off with the floating switch.
  const [switchedOffOn, setSwitchedOffOn] = useState<string>();
  // The page the sheet was opened on: following a link from it (the empty slip's "top events")
  // closes it.
  const [openOn, setOpenOn] = useState<string>();

  useEffect(() => {
    if (count > 0) void loadPanel();
  }, [count]);

  const onBasket = pathname === BASKET_PATH;
  const open = openOn === pathname && !onBasket;
  const close = () => setOpenOn(undefined);
  // One-click acts for signed-in players only (the interceptor needs a player).
  const showOneClick =
    session.status === 'player' && (oneClick.enabled || switchedOffOn === pathname);
  const showButton = count > 0 && !onBasket;

  return (
    <>
      {session.status === 'player' ? (
        <Suspense fallback={null}>
          <BetslipPlayerWork />
        </Suspense>
      ) : null}
      <Sheet.Root open={open} onOpenChange={(next) => setOpenOn(next ? pathname : undefined)}>
        {showOneClick || showButton ? (
          <div className={styles.controls}>
            {showOneClick ? (
              <OneClickToggle
                enabled={oneClick.enabled}
                onEnabledChange={(enabled) => {
                  oneClick.setEnabled(enabled);
                  setSwitchedOffOn(enabled ? undefined : pathname);
                }}
              />
            ) : null}
            {showButton ? (
              <div className={styles.slipButton}>
                <Sheet.Trigger>
                  <Button fullWidth>{t('shell.open', { count })}</Button>
                </Sheet.Trigger>
              </div>
            ) : null}
          </div>
        ) : null}
        <Sheet.Content title={t('title')} closeLabel={t('shell.close')} side="right">
          <Suspense
            fallback={
              <Box padding="large">
                <Spinner label={t('shell.loading')} />
              </Box>
            }
          >
            <BetslipPanel onPlaced={close} emptyTitleLevel={3} />
          </Suspense>
        </Sheet.Content>
      </Sheet.Root>
    </>
  );
}
