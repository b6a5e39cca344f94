import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '../../design-system/index.ts';
import {
  assetKindFor,
  studioAssetKinds,
  studioImageTypes,
  studioPaths,
  type StudioAssetKind,
} from '../../schemas/studioApi.ts';
import { isBrandFolderPath } from '../../schemas/studioPreviewAssets.ts';
import type { SettingControlProps } from '../controls/contract.ts';
import * as styles from './AssetUploadField.css.ts';
import type { AssetUploadProps } from './contract.ts';
import {
  checkBeforeUpload,
  uploadAsset,
  type UploadRefusal,
  type Uploader,
} from './uploadAsset.ts';

export interface AssetUploadExtraProps {
  /** Sends the file (stories and tests pass a stand-in). */
  uploader?: Uploader;
}

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; share: number }
  | { step: 'done' }
  | { step: 'refused'; refusal: UploadRefusal };

/** Where the studio shows an asset setting's current image from. */
function imageUrl(brandId: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  // A brand folder's file through the studio (the operator's session): uploads not yet published.
  return isBrandFolderPath(value) ? studioPaths.brandFile(brandId, value) : value;
}

const kilobytes = (bytes: number) => Math.round(bytes / 1024);

/**
 * The control of an image setting (logo, favicon, regulator badge): the image it names now, a
 * file input, the checks the browser can make (type, size) before sending, the upload's progress
 * and the server's refusals in the operator's language. An accepted file's path goes to onChange;
 * the draft is saved as any other edit.
 */
export function AssetUploadField({
  id,
  pointer,
  value,
  onChange,
  problems,
  label,
  description,
  brandId,
  uploader = uploadAsset,
}: SettingControlProps & AssetUploadProps & AssetUploadExtraProps) {
  const { t } = useTranslation('preview');
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const ids = useId();
  const kind: StudioAssetKind = assetKindFor(pointer) ?? 'logo';
  const rules = studioAssetKinds[kind];
  const formats = rules.types.map((type) => studioImageTypes[type].toUpperCase()).join(', ');
  const accept = [...rules.types, ...rules.types.map((type) => `.${studioImageTypes[type]}`)].join(
    ',',
  );
  const src = imageUrl(brandId, value);

  const refusalText = (refusal: UploadRefusal) =>
    t(`upload.refusals.${refusal}`, { formats, limit: kilobytes(rules.maxBytes) });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const early = checkBeforeUpload(kind, file);
    if (early) {
      setState({ step: 'refused', refusal: early });
      input.value = '';
      return;
    }
    setState({ step: 'uploading', share: 0 });
    const result = await uploader(brandId, kind, file, (share) =>
      setState({ step: 'uploading', share }),
    );
    input.value = '';
    if (result.ok) {
      setState({ step: 'done' });
      onChange(result.upload.path);
    } else {
      setState({ step: 'refused', refusal: result.refusal });
    }
  };

  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const errors = [
    ...(state.step === 'refused' ? [refusalText(state.refusal)] : []),
    ...problems.map((problem) => problem.message),
  ];

  return (
    <Stack space="small">
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description ? (
        <Text size="small" tone="secondary">
          {description}
        </Text>
      ) : null}
      <div className={styles.current}>
        {src ? (
          <img className={styles.image} src={src} alt={t('upload.current', { label })} />
        ) : (
          <Text size="small" tone="secondary">
            {t('upload.none')}
          </Text>
        )}
      </div>
      <div className={styles.picker}>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          disabled={state.step === 'uploading'}
          aria-describedby={errors.length > 0 ? `${hintId} ${errorId}` : hintId}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => void onFile(event)}
        />
        <label htmlFor={id} className={styles.pick}>
          {t('upload.choose')}
        </label>
      </div>
      <Text size="small" tone="secondary">
        <span id={hintId}>{t('upload.hint', { formats, limit: kilobytes(rules.maxBytes) })}</span>
      </Text>
      <div role="status">
        {state.step === 'uploading' ? (
          <Stack space="xsmall">
            <progress
              className={styles.progress}
              max={1}
              value={state.share}
              aria-label={t('upload.progress')}
            />
            <Text size="small">
              {t('upload.uploading', { percent: Math.round(state.share * 100) })}
            </Text>
          </Stack>
        ) : null}
        {state.step === 'done' ? (
          <Text size="small" tone="positive">
            {t('upload.done')}
          </Text>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <div id={errorId} role="alert">
          {errors.map((message) => (
            <Text key={message} size="small" tone="negative">
              {message}
            </Text>
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
