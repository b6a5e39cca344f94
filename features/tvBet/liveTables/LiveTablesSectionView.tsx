import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, Icon, Inline, Stack, Text } from '../../../design-system/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { FiableTables, type FiableListState } from './FiableTables.tsx';
import { TableList, type LiveTableRow } from './TableList.tsx';

/** The providers the section opens tables of (TV-bet has its own page, /tv-bet). */
export type SectionProvider = 'betgames' | 'fiable' | 'ezugi';

/** What is being opened, by provider: a table id, or LOBBY for a lobby. */
export type PendingTables = Partial<Record<SectionProvider, string>>;

/** The pending id of a lobby button. */
export const LOBBY = '#lobby';

export interface LiveTablesSectionViewProps {
  /** A guest is asked to sign in; `checking` waits for the auth check before anything opens. */
  access: 'player' | 'guest' | 'checking';
  /** Betgames' lobby button (false when betgames is banned). */
  betgames: boolean;
  /** Fiable's list; undefined hides fiable (banned, or a guest, whom the list call refuses). */
  fiable?: FiableListState;
  /** Ezugi's tables; undefined hides ezugi (banned). */
  ezugi?: readonly LiveTableRow[];
  /** The TV games page, when the brand offers it. */
  tvBetHref?: string;
  pending?: PendingTables;
  onOpen: (provider: SectionProvider, tableId?: string) => void;
  onRetryFiable: () => void;
  onSignIn: () => void;
}

function ProviderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="medium">
      <Stack space="small">
        <Heading level={3}>{title}</Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * 'Más mesas en vivo' on the live casino page: betgames' lobby, fiable's tables, ezugi's tables
 * and the way to the TV games, each provider only while it is not banned.
 */
export function LiveTablesSectionView({
  access,
  betgames,
  fiable,
  ezugi,
  tvBetHref,
  pending = {},
  onOpen,
  onRetryFiable,
  onSignIn,
}: LiveTablesSectionViewProps) {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  const headingId = useId();
  const checking = access === 'checking';
  return (
    <Stack as="section" space="medium" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('liveTables.title')}
      </Heading>
      {access === 'guest' ? (
        <Card tone="sunken" padding="medium">
          <Stack space="small">
            <Inline space="xsmall" alignY="center" noWrap>
              <Icon name="lock" />
              <Text>{t('liveTables.guest')}</Text>
            </Inline>
            <Inline space="small">
              <Button size="small" onClick={onSignIn}>
                {t('liveTables.signIn')}
              </Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
      {betgames ? (
        <ProviderCard title={t('liveTables.provider.betgames')}>
          <Text tone="secondary">{t('liveTables.betgames.description')}</Text>
          <Inline space="small">
            <Button
              icon="casino"
              loading={pending.betgames === LOBBY}
              disabled={checking}
              onClick={() => onOpen('betgames')}
            >
              {t('liveTables.betgames.openLobby')}
            </Button>
          </Inline>
        </ProviderCard>
      ) : null}
      {fiable ? (
        <ProviderCard title={t('liveTables.provider.fiable')}>
          <FiableTables
            state={fiable}
            pendingId={pending.fiable}
            onOpen={(tableId) => onOpen('fiable', tableId)}
            onRetry={onRetryFiable}
          />
        </ProviderCard>
      ) : null}
      {ezugi ? (
        <ProviderCard title={t('liveTables.provider.ezugi')}>
          <TableList
            label={t('liveTables.ezugi.listLabel')}
            tables={ezugi}
            pendingId={pending.ezugi}
            disabled={checking}
            onOpen={(tableId) => onOpen('ezugi', tableId)}
          />
        </ProviderCard>
      ) : null}
      {tvBetHref !== undefined ? (
        <ProviderCard title={t('liveTables.tvGames.title')}>
          <Text tone="secondary">{t('liveTables.tvGames.description')}</Text>
          <Inline space="small">
            <Button href={tvBetHref} variant="outline">
              {t('liveTables.tvGames.link')}
            </Button>
          </Inline>
        </ProviderCard>
      ) : null}
    </Stack>
  );
}
