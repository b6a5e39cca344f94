import { useTranslation } from 'react-i18next';
import { Box, Inline, Text } from '../../../design-system/index.ts';
import type { RgSession } from '../api/playerSession.ts';
import type { SessionFormat } from './sessionFormat.ts';

export interface SessionFiguresProps {
  session: Pick<RgSession, 'minutes' | 'stakes' | 'returns' | 'net'>;
  format: SessionFormat;
}

/** The session's length, stakes, returns and net position as label–value rows. */
export function SessionFigures({ session, format }: SessionFiguresProps) {
  const { t } = useTranslation('accountShell');
  const rows = [
    { id: 'length', value: format.minutes(session.minutes) },
    { id: 'stakes', value: format.money(session.stakes) },
    { id: 'returns', value: format.money(session.returns) },
    { id: 'net', value: format.net(session.net) },
  ] as const;
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="xsmall">
      {rows.map((row) => (
        <Inline key={row.id} space="small" align="spaceBetween" alignY="center">
          <Box as="dt">
            <Text tone="secondary">{t(`figures.${row.id}`)}</Text>
          </Box>
          <Box as="dd">
            <Text
              weight={row.id === 'net' ? 'strong' : 'regular'}
              tone={
                row.id !== 'net' || session.net === 0
                  ? 'primary'
                  : session.net > 0
                    ? 'positive'
                    : 'negative'
              }
              tabularNumbers
            >
              {row.value}
            </Text>
          </Box>
        </Inline>
      ))}
    </Box>
  );
}
