// Inline SVG flags for stories and tests: no network, so every run paints the same pixels.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 9">${body}</svg>`,
  )}`;

export const flagFixtures = {
  spain: svg(
    '<rect width="12" height="9" fill="#c60b1e"/><rect y="2.25" width="12" height="4.5" fill="#ffc400"/>',
  ),
  france: svg(
    '<rect width="12" height="9" fill="#ffffff"/><rect width="4" height="9" fill="#002395"/><rect x="8" width="4" height="9" fill="#ed2939"/>',
  ),
  germany: svg(
    '<rect width="12" height="9" fill="#ffce00"/><rect width="12" height="6" fill="#dd0000"/><rect width="12" height="3" fill="#000000"/>',
  ),
  japan: svg(
    '<rect width="12" height="9" fill="#ffffff"/><circle cx="6" cy="4.5" r="2.7" fill="#bc002d"/>',
  ),
  /** Parses as a URL but is not an image: the browser fires `error` without any request. */
  broken: 'data:image/png;base64,bm90LWFuLWltYWdl',
} as const;
