import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../../../core/brand/index.ts';
import { useDownloadUrl } from '../api/downloadUrl.ts';
import { browserStorage, readBannerClosed, rememberBannerClosed } from '../model/bannerMemory.ts';
import { downloadLinkState } from '../model/downloadUrl.ts';
import { DownloadBannerView } from './DownloadBannerView.tsx';

/**
 * The Android app banner for the shell. It starts closed (a one-line bar; the player opens it to
 * see the download button), and once the player closes it, it stays away on this device (a
 * versioned local-storage key). It shows nothing for a brand without an app, when the download
 * feature is off, on the /download-app page itself, and until the address is known (a failed
 * call included): a banner is an offer, not a place for loading or errors.
 */
export default function DownloadBanner() {
  const brand = useBrand();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => readBannerClosed(browserStorage()));
  const [open, setOpen] = useState(false);
  const hidden = dismissed || brand.features?.downloadApp === false || pathname === '/download-app';
  const download = useDownloadUrl({ enabled: !hidden });
  // The banner never shows an error text, so no description is needed.
  const link = downloadLinkState(download, () => '');

  // Only with an address: a bar that vanishes once the brand turns out to have no app would flash.
  if (hidden || link.status !== 'ready') return null;
  return (
    <DownloadBannerView
      open={open}
      onOpenChange={setOpen}
      onClose={() => {
        rememberBannerClosed(browserStorage());
        setDismissed(true);
      }}
      link={link}
    />
  );
}
