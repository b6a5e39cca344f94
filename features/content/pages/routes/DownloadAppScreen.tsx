import { useBrand } from '../../../core/brand/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { useDownloadUrl } from '../api/downloadUrl.ts';
import { downloadLinkState } from '../model/downloadUrl.ts';
import { DownloadAppView } from './DownloadAppView.tsx';

/**
 * /download-app: the Android app from brand.json `downloadApp.androidUrl`, or else the platform's
 * download address ('' = this brand has no app), and the brand's live chat for help.
 */
export default function DownloadAppScreen() {
  const brand = useBrand();
  const download = useDownloadUrl();
  const errorText = useErrorText();
  const link = downloadLinkState(download, (error) => errorText(describeError(error, 'general')));
  return <DownloadAppView link={link} chatUrl={brand.support?.chatUrl?.trim() || undefined} />;
}
