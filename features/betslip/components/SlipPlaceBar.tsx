import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '../../../design-system/index.ts';
import { useErrorText } from '../../core/errors/index.ts';
import type { PlacementState } from './slipPanelTypes.ts';

export interface SlipPlaceBarProps {
  placement: PlacementState;
  hasBets: boolean;
}

/**
 * Place the bet (a guest is asked to log in instead), its progress in the button's own words,
 * and why the last try did not go through.
 */
export function SlipPlaceBar({ placement, hasBets }: SlipPlaceBarProps) {
  const { t } = useTranslation('betslip');
  const errorText = useErrorText();
  const busy = placement.status !== 'idle';
  const label =
    placement.status === 'processing'
      ? t('place.processing')
      : placement.status === 'resuming'
        ? t('place.resuming')
        : t('place.submit');
  return (
    <Stack space="small">
      {/* Always present, so a new refusal is announced when it appears. */}
      <Box role="alert">
        {placement.messages.length > 0 ? (
          <Stack space="xsmall">
            <Text weight="strong" tone="negative">
              {t('place.failed')}
            </Text>
            {placement.messages.map((line, index) => {
              const message = errorText(line.message);
              return (
                <Text key={`${String(index)}-${message}`} size="small" tone="negative">
                  {line.teams ? t('place.line', { teams: line.teams, message }) : message}
                </Text>
              );
            })}
          </Stack>
        ) : null}
      </Box>
      {placement.viewer === 'guest' ? (
        <Button fullWidth icon="user" onClick={placement.onSignIn}>
          {t('place.signIn')}
        </Button>
      ) : (
        <Button type="submit" fullWidth size="large" loading={busy} disabled={!hasBets}>
          {label}
        </Button>
      )}
    </Stack>
  );
}
