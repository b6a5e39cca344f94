import {
  studioAssetKinds,
  studioPaths,
  studioUploadCodes,
  type StudioAssetKind,
  type StudioAssetUpload,
} from '../../schemas/studioApi.ts';

/** Why an upload did not give a path: the field says each in the operator's language. */
export type UploadRefusal = 'type' | 'size' | 'session' | 'role' | 'brand' | 'failed';

export type UploadResult =
  { ok: true; upload: StudioAssetUpload } | { ok: false; refusal: UploadRefusal };

/** Sends one file; `onProgress` gets the share sent (0…1). Stories and tests pass their own. */
export type Uploader = (
  brandId: string,
  kind: StudioAssetKind,
  file: Blob,
  onProgress: (share: number) => void,
) => Promise<UploadResult>;

/** The refusal an answer means (its codeStatus first, the HTTP status otherwise). */
export function refusalOf(status: number, codeStatus: unknown): UploadRefusal {
  if (codeStatus === studioUploadCodes.refusedFile || status === 415) return 'type';
  if (codeStatus === studioUploadCodes.fileTooBig || status === 413) return 'size';
  if (status === 401) return 'session';
  if (status === 403) return 'role';
  if (status === 404) return 'brand';
  return 'failed';
}

/**
 * POST `studioPaths.assets(id)` with the file as the body: XMLHttpRequest, as fetch reports no
 * upload progress. The session cookie (`Path=/api/studio`) goes with it.
 */
export const uploadAsset: Uploader = (brandId, kind, file, onProgress) =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${studioPaths.assets(brandId)}?kind=${kind}`);
    // The server reads the type from the bytes; this only lets it take the body.
    request.setRequestHeader(
      'Content-Type',
      file.type.startsWith('image/') ? file.type : 'application/octet-stream',
    );
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => resolve({ ok: false, refusal: 'failed' });
    request.onload = () => {
      let body: { success?: boolean; data?: StudioAssetUpload; codeStatus?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not the envelope: judged by the status below.
      }
      if (request.status === 201 && body.success && body.data) {
        resolve({ ok: true, upload: body.data });
      } else {
        resolve({ ok: false, refusal: refusalOf(request.status, body.codeStatus) });
      }
    };
    request.send(file);
  });

/** What the browser can tell before sending: the server checks the bytes again. */
export function checkBeforeUpload(kind: StudioAssetKind, file: File): UploadRefusal | undefined {
  const rules = studioAssetKinds[kind];
  const types: readonly string[] = rules.types;
  const byName = /\.(svg|png|webp|ico)$/i.test(file.name);
  // Some systems give no type for .ico or .webp: the name decides then.
  if (!(
    types.includes(file.type) ||
    (file.type === '' && byName) ||
    (file.type === 'image/vnd.microsoft.icon' && types.includes('image/x-icon'))
  )) {
    return 'type';
  }
  return file.size > rules.maxBytes ? 'size' : undefined;
}
