import { describe, expect, it } from 'vitest';
import {
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  readFrameMessage,
  scrollTargetTop,
  viewportMessage,
} from './frameMessages.ts';

const frameWindow = { name: 'tv-bet frame' };
const expected = { origin: 'https://casino.example', window: frameWindow };
const fromFrame = (data: unknown) => ({ origin: expected.origin, source: frameWindow, data });

describe('readFrameMessage', () => {
  it('should accept a height from the frame origin and window', () => {
    expect(readFrameMessage(fromFrame({ type: 'height', height: 1834 }), expected)).toEqual({
      type: 'height',
      height: 1834,
    });
  });

  it('should accept a scroll request from the frame origin and window', () => {
    expect(readFrameMessage(fromFrame({ type: 'scrollTo', top: 420 }), expected)).toEqual({
      type: 'scrollTo',
      top: 420,
    });
  });

  it('should ignore a message from another origin', () => {
    const event = { ...fromFrame({ type: 'height', height: 900 }), origin: 'https://evil.example' };
    expect(readFrameMessage(event, expected)).toBeNull();
  });

  it('should ignore a message of the right origin from another window', () => {
    const event = { ...fromFrame({ type: 'height', height: 900 }), source: { name: 'other tab' } };
    expect(readFrameMessage(event, expected)).toBeNull();
    expect(readFrameMessage({ ...event, source: null }, expected)).toBeNull();
  });

  it('should accept nothing while the frame has no window', () => {
    const event = { origin: expected.origin, source: null, data: { type: 'height', height: 900 } };
    expect(readFrameMessage(event, { origin: expected.origin, window: null })).toBeNull();
  });

  it('should ignore opaque origins even when both sides say null', () => {
    const event = { origin: 'null', source: frameWindow, data: { type: 'scrollTo', top: 0 } };
    expect(readFrameMessage(event, { origin: 'null', window: frameWindow })).toBeNull();
  });

  it.each([
    ['a string', 'height:900'],
    ['null', null],
    ['an unknown type', { type: 'resize', height: 900 }],
    ['a height as text', { type: 'height', height: '900' }],
    ['a height that is not finite', { type: 'height', height: Number.POSITIVE_INFINITY }],
    ['a height that is NaN', { type: 'height', height: Number.NaN }],
    ['a scroll without top', { type: 'scrollTo' }],
    ['a scroll offset as text', { type: 'scrollTo', top: '10' }],
    ['the viewport report the app itself sends', { scrollTop: 10, viewportHeight: 700 }],
  ])('should ignore a malformed payload: %s', (_name, data) => {
    expect(readFrameMessage(fromFrame(data), expected)).toBeNull();
  });

  it('should clamp a height into sane bounds and round it', () => {
    const height = (value: number) =>
      readFrameMessage(fromFrame({ type: 'height', height: value }), expected);
    expect(height(0)).toEqual({ type: 'height', height: MIN_FRAME_HEIGHT });
    expect(height(-50)).toEqual({ type: 'height', height: MIN_FRAME_HEIGHT });
    expect(height(10_000_000)).toEqual({ type: 'height', height: MAX_FRAME_HEIGHT });
    expect(height(640.6)).toEqual({ type: 'height', height: 641 });
  });

  it('should read a scroll offset above the frame as its top', () => {
    expect(readFrameMessage(fromFrame({ type: 'scrollTo', top: -30 }), expected)).toEqual({
      type: 'scrollTo',
      top: 0,
    });
  });
});

describe('scrollTargetTop', () => {
  it('should add the offset inside the frame to the frame position', () => {
    expect(scrollTargetTop(180, 420)).toBe(600);
    expect(scrollTargetTop(180, 0)).toBe(180);
  });
});

describe('viewportMessage', () => {
  it('should report the scroll position and the viewport height', () => {
    expect(viewportMessage(312.4, 740)).toEqual({ scrollTop: 312, viewportHeight: 740 });
  });
});
