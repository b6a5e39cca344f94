export { BrandPreview } from './BrandPreview.tsx';
export { AssetUploadField } from './AssetUploadField.tsx';
