/**
 * The agreement between the studio's preview frames and the player app they load (decision 032):
 * the query parameters that put the app in preview mode, the message the studio pushes a newer
 * draft with: one definition for the studio and the app; no imports, as it is in every player's
 * entry script (studioPreviewAssets.ts has how a previewed brand's files are reached).
 */
export const studioPreviewParams = {
  /** `?studio-preview=<brandId>`: load the brand's draft (the operator's session) instead. */
  brand: 'studio-preview',
  /** `?studio-lang=<code>`: the frame's language, without touching the player's preference. */
  language: 'studio-lang',
} as const;

/** The `type` of the message a studio window posts to its preview frames. */
export const studioPreviewMessageType = 'studio-preview:brand';

/** Posted by the studio to a frame: the draft, filled as the preview endpoint fills it. */
export interface StudioPreviewMessage {
  type: typeof studioPreviewMessageType;
  brand: unknown;
}

/** Posted by a frame to its parent once it listens: the studio answers with its current draft. */
export const studioPreviewReadyType = 'studio-preview:ready';
