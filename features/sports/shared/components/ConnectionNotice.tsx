import { useTranslation } from 'react-i18next';
import { Card, Inline, Spinner, Text } from '../../../../design-system/index.ts';
import type { LiveConnection } from '../live/livePolling.ts';

/**
 * Said while live polls fail and held data may be stale; a polite live region, so screen readers
 * hear it without losing their place. Nothing while the feed is fresh.
 */
export function ConnectionNotice({ connection }: { connection: LiveConnection }) {
  const { t } = useTranslation('sports');
  return (
    <div role="status" aria-live="polite">
      {connection === 'reconnecting' ? (
        <Card tone="outline" padding="small">
          <Inline space="small" alignY="center">
            <Spinner size="small" decorative />
            <Text as="span" size="small">
              {t('live.reconnecting')}
            </Text>
          </Inline>
        </Card>
      ) : null}
    </div>
  );
}
