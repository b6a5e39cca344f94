import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Heading,
  Inline,
  Stack,
  Text,
  type HeadingLevel,
} from '../../../../design-system/index.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import { SPECIAL_NAMESPACE } from '../model/namespace.ts';

export interface TwentyOneCardViewProps {
  /** A guest sees the sign-in prompt instead of the button; `checking` waits for the auth check. */
  access: 'player' | 'guest' | 'checking';
  /** The bet limits, already formatted as money. */
  minBet: string;
  maxBet: string;
  /** The init call runs: the button shows its spinner and ignores presses. */
  busy?: boolean;
  /** The last failure, in the server's words. */
  error?: string;
  onPlay?: () => void;
  /** The card's heading level in the page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/** The twenty-one card: name, rules, bet limits and the way to play (casino spec, section 2). */
export function TwentyOneCardView({
  access,
  minBet,
  maxBet,
  busy = false,
  error,
  onPlay,
  headingLevel = 2,
}: TwentyOneCardViewProps) {
  const { t } = useTranslation(SPECIAL_NAMESPACE);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} padding="medium">
      <Stack space="small">
        <Heading level={headingLevel} id={headingId}>
          {t('twentyOne.name')}
        </Heading>
        <Text tone="secondary">{t('twentyOne.rules')}</Text>
        <Text weight="strong" tabularNumbers>
          {t('twentyOne.limits', { min: minBet, max: maxBet })}
        </Text>
        {access === 'guest' ? (
          <GuestCasinoMessage />
        ) : (
          <Inline space="small">
            <Button icon="casino" loading={busy || access === 'checking'} onClick={onPlay}>
              {t('twentyOne.play')}
            </Button>
          </Inline>
        )}
        {error ? <Text tone="negative">{error}</Text> : null}
      </Stack>
    </Card>
  );
}
