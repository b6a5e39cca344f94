import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '../../../design-system/index.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';

export interface PublishButtonProps {
  brandId: string;
  canPublish: boolean;
  problemCount: number;
  /** Saves what is not saved yet; false when the save failed. */
  flush: () => Promise<boolean>;
  onPublished: () => void;
}

/** Publishes the draft (publishers only, and only a draft without problems). */
export function PublishButton({
  brandId,
  canPublish,
  problemCount,
  flush,
  onPublished,
}: PublishButtonProps) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'positive' | 'negative'; text: string }>();
  const reason = !canPublish
    ? t('publish.publishersOnly')
    : problemCount > 0
      ? t('publish.fixFirst', { count: problemCount })
      : undefined;

  const publish = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      if (!(await flush())) {
        setResult({ tone: 'negative', text: t('publish.notSaved') });
        return;
      }
      const published = await client.publish(brandId);
      setResult({
        tone: 'positive',
        text: published.unchanged
          ? t('publish.unchanged', { version: published.version })
          : t('publish.done', { version: published.version }),
      });
      onPublished();
    } catch (failure) {
      setResult({ tone: 'negative', text: studioErrorMessage(failure, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack space="xsmall" align="right">
      <Button
        onClick={() => void publish()}
        loading={busy}
        disabled={reason !== undefined}
        aria-describedby={reason ? 'publish-reason' : undefined}
      >
        {t('publish.button')}
      </Button>
      {reason ? (
        <Text id="publish-reason" size="small" tone="secondary">
          {reason}
        </Text>
      ) : null}
      {result ? (
        <Text size="small" tone={result.tone} role="status">
          {result.text}
        </Text>
      ) : null}
    </Stack>
  );
}
