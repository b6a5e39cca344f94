/**
 * The phone sizes stories are designed and reviewed at, in CSS pixels. One definition for the
 * Storybook canvas (viewport toolbar), the Chromatic modes and the local visual runner, so a
 * screenshot in any of them is taken at the same size. No Node or DOM imports: both the preview
 * and the test runner read it.
 */
export const phoneSizes = {
  /** Small Android phones, the narrowest width the layout must hold. */
  phone360: { width: 360, height: 800 },
  /** A mid-range phone: the product's reference size and the default everywhere. */
  phone390: { width: 390, height: 844 },
  /** Large phones. */
  phone414: { width: 414, height: 896 },
} as const;

export type PhoneViewport = keyof typeof phoneSizes;

/** The size stories open at and are captured at, unless a mode asks for another. */
export const defaultViewport: PhoneViewport = 'phone390';

/** Storybook 10's `parameters.viewport.options`: the viewport toolbar's choices. */
export const viewportOptions = Object.fromEntries(
  Object.entries(phoneSizes).map(([key, { width, height }]) => [
    key,
    {
      name: `Phone ${width} × ${height}`,
      styles: { width: `${width}px`, height: `${height}px` },
      type: 'mobile' as const,
    },
  ]),
) as Record<
  PhoneViewport,
  { name: string; styles: { width: string; height: string }; type: 'mobile' }
>;
