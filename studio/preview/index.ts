export { BrandPreview, type BrandPreviewExtraProps } from './BrandPreview.tsx';
export { AssetUploadField } from './AssetUploadField.tsx';
