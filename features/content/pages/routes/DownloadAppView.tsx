import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Heading, Stack, Text } from '../../../../design-system/index.ts';
import { DownloadButton } from '../components/DownloadButton.tsx';
import type { DownloadLinkState } from '../model/downloadUrl.ts';
import { ExternalButton } from '../components/ExternalButton.tsx';

export interface DownloadAppViewProps {
  link: DownloadLinkState;
  /** The brand's live chat (brand.support.chatUrl); without one the help block is left out. */
  chatUrl?: string;
}

/** /download-app: the Android app's download button, how to install it, and live-chat help. */
export function DownloadAppView({ link, chatUrl }: DownloadAppViewProps) {
  const { t } = useTranslation('contentPages');
  return (
    <Box padding="gutter" paddingBottom="xxlarge">
      <Stack space="xlarge">
        <Stack space="medium">
          <Heading level={1}>{t('download.title')}</Heading>
          <Text tone="secondary">{t('download.intro')}</Text>
        </Stack>
        <Card>
          <Stack space="medium">
            <DownloadButton link={link} label={t('download.button')} />
            <DownloadStatus link={link} />
          </Stack>
        </Card>
        <Stack as="section" space="medium" aria-labelledby="download-steps">
          <Heading level={2} id="download-steps">
            {t('download.stepsTitle')}
          </Heading>
          <Stack as="ol" space="small">
            {[t('download.step1'), t('download.step2'), t('download.step3')].map((step, index) => (
              <Box as="li" key={step} display="flex" gap="small">
                {/* The list's own numbers are reset away; these are the visible ones. */}
                <Box as="span" flexShrink={0} aria-hidden="true">
                  <Text as="span" weight="strong" tabularNumbers>
                    {`${index + 1}.`}
                  </Text>
                </Box>
                <Text as="span">{step}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
        {chatUrl ? (
          <Stack as="section" space="medium" aria-labelledby="download-help">
            <Heading level={2} id="download-help">
              {t('download.helpTitle')}
            </Heading>
            <ExternalButton
              href={chatUrl}
              icon="chat"
              opensInNewTabLabel={t('common.opensInNewTab')}
            >
              {t('download.chat')}
            </ExternalButton>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Why the button cannot download yet, announced as it changes. */
function DownloadStatus({ link }: { link: DownloadLinkState }) {
  const { t } = useTranslation('contentPages');
  if (link.status === 'error') {
    return (
      <Stack space="small" align="left">
        <Text tone="negative" role="alert">
          {`${t('download.error')} ${link.message}`}
        </Text>
        <Button
          size="small"
          variant="outline"
          icon="refresh"
          loading={link.retrying}
          onClick={link.onRetry}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Text size="small" tone="secondary" align="center" role="status">
      {link.status === 'loading'
        ? t('download.preparing')
        : link.status === 'unavailable'
          ? t('download.unavailable')
          : ''}
    </Text>
  );
}
