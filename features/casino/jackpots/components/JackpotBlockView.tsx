import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, VisuallyHidden } from '../../../../design-system/index.ts';
import { jackpotTiers, type RankedJackpot } from '../model/ranking.ts';
import { JackpotCard, JackpotCardSkeleton } from './JackpotCard.tsx';
import type { AmountFormat } from './money.ts';

export interface JackpotBlockViewProps {
  /** Ranked as the block shows them (rankJackpots): grand, medium, small. */
  jackpots: readonly RankedJackpot[];
  loading: boolean;
  /** Ids of the jackpots highlighted right now. */
  highlighted?: ReadonlySet<number>;
  formatAmount: AmountFormat;
}

const nothingHighlighted: ReadonlySet<number> = new Set();

/**
 * The jackpot block on casino pages (spec, sections 2 and 9): three cards with the tier, the coin,
 * the amount on an odometer and the last winner. While loading, cards of the same size hold the
 * place; with no jackpots the block takes no space (it is decoration, not content to miss).
 */
export function JackpotBlockView({
  jackpots,
  loading,
  highlighted = nothingHighlighted,
  formatAmount,
}: JackpotBlockViewProps) {
  const { t } = useTranslation('jackpots');
  const headingId = useId();

  if (loading) {
    return (
      <Box
        as="section"
        aria-labelledby={headingId}
        aria-busy="true"
        display="flex"
        flexDirection="column"
        gap="small"
      >
        <Heading level={2} id={headingId}>
          {t('block.title')}
        </Heading>
        <VisuallyHidden>{t('block.loading')}</VisuallyHidden>
        <Stack as="ul" space="small">
          {jackpotTiers.map((tier) => (
            <Box as="li" key={tier}>
              <JackpotCardSkeleton />
            </Box>
          ))}
        </Stack>
      </Box>
    );
  }
  if (jackpots.length === 0) return null;

  return (
    <Stack as="section" space="small" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('block.title')}
      </Heading>
      <Stack as="ul" space="small">
        {jackpots.map((jackpot) => (
          <Box as="li" key={jackpot.id}>
            <JackpotCard
              jackpot={jackpot}
              highlighted={highlighted.has(jackpot.id)}
              formatAmount={formatAmount}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
