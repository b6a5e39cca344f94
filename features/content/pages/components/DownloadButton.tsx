import { Button, type ButtonSize } from '../../../../design-system/index.ts';
import type { DownloadLinkState } from '../model/downloadUrl.ts';

export interface DownloadButtonProps {
  link: DownloadLinkState;
  label: string;
  /** @default 'large' (the page's one action); the banner's is smaller. */
  size?: ButtonSize;
}

/**
 * The Android app's download button (spec: disabled, its click prevented, while the address is
 * empty or loading). With an address it is a link the browser downloads; without one, a button
 * that does nothing: busy while the address loads, disabled when there is none.
 */
export function DownloadButton({ link, label, size = 'large' }: DownloadButtonProps) {
  if (link.status === 'ready') {
    return (
      <Button href={link.url} icon="arrowDown" fullWidth size={size}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      icon="arrowDown"
      fullWidth
      size={size}
      loading={link.status === 'loading'}
      disabled={link.status !== 'loading'}
      onClick={(event) => event.preventDefault()}
    >
      {label}
    </Button>
  );
}
