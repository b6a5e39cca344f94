import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { feedEvent, liveEvent } from '../../shared/testing/feedFixtures.ts';
import { hasLeftLive, isEventNotFound, liveEventState, loadedEventState } from './eventState.ts';

const notFound = new ApiError({ kind: 'server', httpStatus: 404, codeStatus: 612 });
const notLive = new ApiError({ kind: 'server', httpStatus: 404, codeStatus: 63 });
const offline = new ApiError({ kind: 'network' });
const live = liveEvent({ id: 7 });
const finished = feedEvent({ id: 7, status: 2, score: '3:1' });

describe('isEventNotFound and hasLeftLive', () => {
  it('should recognise the feed’s codes', () => {
    expect(isEventNotFound(notFound)).toBe(true);
    expect(isEventNotFound(notLive)).toBe(false);
    expect(isEventNotFound(new Error('612'))).toBe(false);
    expect(hasLeftLive(notLive, undefined)).toBe(true);
    expect(hasLeftLive(notFound, undefined)).toBe(false);
    expect(hasLeftLive(offline, live)).toBe(false);
    expect(hasLeftLive(undefined, live)).toBe(false);
    expect(hasLeftLive(undefined, finished)).toBe(true);
  });
});

describe('loadedEventState', () => {
  it('should show the loaded event', () => {
    expect(loadedEventState(7, { data: finished, error: undefined })).toEqual({
      kind: 'event',
      event: finished,
      polling: false,
    });
  });

  it('should keep stale data on screen when a reload fails', () => {
    expect(loadedEventState(7, { data: finished, error: offline }).kind).toBe('event');
  });

  it('should tell not found from other failures', () => {
    expect(loadedEventState(7, { data: undefined, error: notFound })).toEqual({
      kind: 'notFound',
    });
    expect(loadedEventState(7, { data: undefined, error: offline })).toEqual({
      kind: 'error',
      error: offline,
    });
  });

  it('should load, and need an id', () => {
    expect(loadedEventState(7, { data: undefined, error: undefined })).toEqual({
      kind: 'loading',
    });
    expect(loadedEventState(null, { data: undefined, error: undefined })).toEqual({
      kind: 'notFound',
    });
  });
});

describe('liveEventState', () => {
  const poll = (polled = live, connection = 'live' as const, error: unknown = undefined) => ({
    polled,
    connection,
    error,
  });

  it('should show the polled event', () => {
    expect(liveEventState(7, poll(), null)).toEqual({ kind: 'event', event: live, polling: true });
  });

  it('should keep the held event while reconnecting', () => {
    expect(
      liveEventState(7, { polled: live, connection: 'reconnecting', error: offline }, null),
    ).toEqual({ kind: 'event', event: live, polling: true });
  });

  it('should load until the first answer, and fail without one', () => {
    expect(
      liveEventState(7, { polled: undefined, connection: 'connecting', error: undefined }, null),
    ).toEqual({ kind: 'loading' });
    expect(
      liveEventState(7, { polled: undefined, connection: 'failed', error: offline }, null),
    ).toEqual({ kind: 'error', error: offline });
  });

  it('should say not found for an unknown event or address', () => {
    expect(
      liveEventState(7, { polled: undefined, connection: 'failed', error: notFound }, null),
    ).toEqual({ kind: 'notFound' });
    expect(liveEventState(null, poll(), null)).toEqual({ kind: 'notFound' });
  });

  it('should show the final state once the event left live', () => {
    const left = { polled: undefined, connection: 'failed' as const, error: notLive };
    expect(liveEventState(7, left, { data: undefined, error: undefined })).toEqual({
      kind: 'loading',
    });
    expect(liveEventState(7, left, { data: finished, error: undefined })).toEqual({
      kind: 'event',
      event: finished,
      polling: false,
    });
    expect(liveEventState(7, left, { data: undefined, error: offline })).toEqual({
      kind: 'error',
      error: offline,
    });
  });
});
