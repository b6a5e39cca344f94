import { useTranslation } from 'react-i18next';
import { Badge, Icon, Inline, List, ListRow, Text } from '../../../../design-system/index.ts';
import { winnerKind, type PhoneWinner } from '../model/phoneWinners.ts';
import { useMoney } from './useMoney.ts';

export interface WinnerListProps {
  winners: readonly PhoneWinner[];
  bigWinAmount: number;
  /** The currency of the amounts (the promotion's, TMT). */
  currency: string;
  /** Names the list for screen readers, e.g. the week it belongs to. */
  label: string;
}

/**
 * A week's winners: prize-draw wins with the prize's type (and the claim code, to its own winner
 * only, when the platform sends it), then cash wins with BIG WIN marked.
 */
export function WinnerList({ winners, bigWinAmount, currency, label }: WinnerListProps) {
  const money = useMoney(currency);
  return (
    <List aria-label={label}>
      {winners.map((winner, index) => (
        // A player wins once a week, but ids are the platform's to mask: the index keeps keys unique.
        <WinnerRow
          key={`${String(winner.userId)}-${index}`}
          winner={winner}
          kind={winnerKind(winner, bigWinAmount)}
          amount={money(winner.amount)}
        />
      ))}
    </List>
  );
}

interface WinnerRowProps {
  winner: PhoneWinner;
  kind: ReturnType<typeof winnerKind>;
  amount: string;
}

function WinnerRow({ winner, kind, amount }: WinnerRowProps) {
  const { t } = useTranslation('promotions');
  const player = t('winner.player', { id: String(winner.userId) });
  if (kind === 'prize') {
    const codeType =
      winner.codeType === 'phone'
        ? t('winner.codeTypePhone')
        : (winner.codeType ?? t('winner.codeTypeOther'));
    // Only the winner's own answer carries the code; everyone else sees what kind of prize it is.
    const detail = winner.codeValue
      ? t('winner.code', { type: codeType, code: winner.codeValue })
      : winner.codeType !== null
        ? t('winner.prizeType', { type: codeType })
        : undefined;
    return (
      <ListRow
        leading={<Icon name="starFilled" />}
        label={player}
        description={
          <>
            {winner.prize ?? t('winner.prizeDraw')}
            {detail === undefined ? null : (
              <>
                <br />
                {detail}
              </>
            )}
          </>
        }
        trailing={
          <Badge tone="info" emphasis="soft">
            {t('winner.prizeDraw')}
          </Badge>
        }
      />
    );
  }
  return (
    <ListRow
      leading={<Icon name="wallet" />}
      label={player}
      trailing={
        <Inline space="xsmall" align="right" noWrap>
          {kind === 'bigWin' ? <Badge tone="warning">{t('winner.bigWin')}</Badge> : null}
          <Text as="span" weight="strong" tabularNumbers>
            {amount}
          </Text>
        </Inline>
      }
    />
  );
}
