/**
 * The TV-bet message protocol (integrations README, section 3 "TV-bet messages"), as pure rules:
 * which frame messages the app accepts, what they ask for, and what it sends back.
 */

/** The frame asks the app to set the iframe's height, or to scroll to a point of the frame. */
export type FrameMessage = { type: 'height'; height: number } | { type: 'scrollTo'; top: number };

/** The viewport report the app posts to the frame when it scrolls or resizes. */
export interface ViewportMessage {
  scrollTop: number;
  viewportHeight: number;
}

/** What a `message` event carries that the check needs (a MessageEvent fits). */
export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** Where a message must come from: the frame's origin and the iframe's own window. */
export interface ExpectedSender {
  origin: string;
  /** The iframe's `contentWindow`; null before the frame exists, and then nothing is accepted. */
  window: unknown;
}

/**
 * The bounds of the frame's height: a frame reporting 0 would vanish, and a runaway report would
 * make the page endless.
 */
export const MIN_FRAME_HEIGHT = 200;
export const MAX_FRAME_HEIGHT = 20_000;

export function clampFrameHeight(height: number): number {
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.round(height)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The frame's message, or null when it must be ignored: from another origin, from another window
 * (another frame or tab of the same origin), or not one of the two well-formed messages. A
 * height is clamped; a scroll offset below the frame's top is read as its top.
 */
export function readFrameMessage(
  event: IncomingMessage,
  expected: ExpectedSender,
): FrameMessage | null {
  if (expected.window === null || expected.window === undefined) return null;
  if (event.origin === 'null' || event.origin !== expected.origin) return null;
  if (event.source !== expected.window) return null;
  const { data } = event;
  if (!isRecord(data)) return null;
  if (data.type === 'height' && finite(data.height)) {
    return { type: 'height', height: clampFrameHeight(data.height) };
  }
  if (data.type === 'scrollTo' && finite(data.top)) {
    return { type: 'scrollTo', top: Math.max(0, Math.round(data.top)) };
  }
  return null;
}

/**
 * Where the window scrolls for `scrollTo`: the frame's top in the page plus the offset inside
 * the frame (README: `iframe.offsetTop + top`).
 */
export function scrollTargetTop(frameTopInPage: number, top: number): number {
  return Math.max(0, Math.round(frameTopInPage + top));
}

/** The report for the frame: how far the page is scrolled and how tall the viewport is. */
export function viewportMessage(scrollY: number, innerHeight: number): ViewportMessage {
  return { scrollTop: Math.round(scrollY), viewportHeight: Math.round(innerHeight) };
}
