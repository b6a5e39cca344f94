import { useTranslation } from 'react-i18next';
import {
  Box,
  Card,
  Collapsible,
  Icon,
  IconButton,
  Inline,
  Link,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import type { DownloadLinkState } from '../model/downloadUrl.ts';
import { DownloadButton } from './DownloadButton.tsx';

export interface DownloadBannerViewProps {
  /** Whether the details (text, download button) show; closed, only the title bar does. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The close button: the player does not want the banner (the container remembers it). */
  onClose: () => void;
  link: DownloadLinkState;
}

/**
 * The Android app banner: a one-line bar that opens to the download button, and a close button
 * that puts it away for good.
 */
export function DownloadBannerView({ open, onOpenChange, onClose, link }: DownloadBannerViewProps) {
  const { t } = useTranslation('contentPages');
  return (
    <Box as="section" aria-label={t('banner.label')}>
      <Card padding="xsmall">
        <Inline noWrap alignY="top" space="xsmall">
          <Box flexGrow={1} minWidth={0}>
            <Collapsible.Root open={open} onOpenChange={onOpenChange}>
              <Collapsible.Trigger leading={<Icon name="arrowDown" />}>
                {t('banner.title')}
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Box paddingX="small" paddingBottom="small">
                  <Stack space="medium">
                    <Text size="small" tone="secondary">
                      {t('banner.body')}
                    </Text>
                    <DownloadButton link={link} label={t('download.button')} size="standard" />
                    <Link href="/download-app" underline="always">
                      {t('banner.more')}
                    </Link>
                  </Stack>
                </Box>
              </Collapsible.Content>
            </Collapsible.Root>
          </Box>
          <IconButton icon="close" label={t('banner.close')} onClick={onClose} />
        </Inline>
      </Card>
    </Box>
  );
}
