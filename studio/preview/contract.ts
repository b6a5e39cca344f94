/** Props of the live preview (`studio/preview`): the real app with the draft brand, in frames. */
export interface BrandPreviewProps {
  /** The brand being edited: the frames load the app with its draft (the operator's session). */
  brandId: string;
  /** The draft as it is now, edited or not yet saved: the frames follow it within a second. */
  draft: Record<string, unknown>;
}

/** Props of the upload control for a brand asset setting (`/logo/src`, `/favicon`). */
export interface AssetUploadProps {
  brandId: string;
}
