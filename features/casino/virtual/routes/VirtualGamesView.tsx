import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import type { VirtualGameList } from '../api/useVirtualGames.ts';
import { VirtualGameListView } from '../components/VirtualGameListView.tsx';
import { BET_RADAR_PATH, GOLDEN_RACE_PATH, VIRTUAL_NAMESPACE } from '../model/paths.ts';
import { racingOpener } from './GoldenRaceView.tsx';

/** The racing section shows the first games; the rest are a tap away in its lobby. */
export const RACING_PREVIEW_COUNT = 6;

export interface VirtualGamesViewProps {
  viewer: 'checking' | 'guest' | 'player';
  /** The racing simulation's games, or null when its provider is banned (section hidden). */
  racing: VirtualGameList | null;
  /** Whether the virtual-sports section shows (its provider is not banned). */
  sports: boolean;
}

function RacingSection({
  viewer,
  list,
}: {
  viewer: VirtualGamesViewProps['viewer'];
  list: VirtualGameList;
}) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Stack space="xsmall">
          <Heading level={2} id={headingId}>
            {t('virtualGames.racingTitle')}
          </Heading>
          <Text tone="secondary">{t('virtualGames.racingDescription')}</Text>
        </Stack>
        {viewer === 'guest' ? (
          <GuestCasinoMessage />
        ) : (
          <VirtualGameListView
            list={viewer === 'checking' ? { ...list, status: 'loading' } : list}
            opener={racingOpener}
            label={t('virtualGames.racingList')}
            titleLevel={3}
            count={RACING_PREVIEW_COUNT}
            placeholderCount={RACING_PREVIEW_COUNT}
          />
        )}
        <Inline space="small">
          <Link href={GOLDEN_RACE_PATH} underline="always">
            {t('virtualGames.racingAll')}
          </Link>
        </Inline>
      </Stack>
    </section>
  );
}

function SportsSection() {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card padding="medium">
        <Stack space="medium">
          <Heading level={2} id={headingId}>
            {t('virtualGames.sportsTitle')}
          </Heading>
          <Text tone="secondary">{t('virtualGames.sportsDescription')}</Text>
          <Inline space="small">
            <Button href={BET_RADAR_PATH} icon="esports">
              {t('virtualGames.sportsOpen')}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </section>
  );
}

/**
 * /virtual-games (casino spec, section 2): the casino menu, then a section for the racing
 * simulation and one for the virtual sports, each hidden when its provider is banned.
 */
export function VirtualGamesView({ viewer, racing, sports }: VirtualGamesViewProps) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  return (
    <Stack space="large">
      <CasinoMenu />
      <Heading level={1}>{t('virtualGames.title')}</Heading>
      {racing ? <RacingSection viewer={viewer} list={racing} /> : null}
      {sports ? <SportsSection /> : null}
      {!racing && !sports ? (
        <EmptyState
          icon="esports"
          title={t('virtualGames.noneTitle')}
          description={t('virtualGames.noneDescription')}
        />
      ) : null}
    </Stack>
  );
}
