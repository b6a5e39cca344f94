import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createNoticeGroup, dismissNotice, notify, resetNotices, useNotices } from './store.ts';

afterEach(() => resetNotices());

describe('notifications store', () => {
  it('should add notices with the spec defaults and remove them on dismissal', () => {
    const { result } = renderHook(() => useNotices());
    let id = '';
    act(() => {
      id = notify({ type: 'success', message: { key: 'notice.successAuth' } });
      notify({ type: 'error', message: { text: 'Server says no' }, autoClose: false });
    });
    expect(result.current).toEqual([
      expect.objectContaining({ id, type: 'success', needClose: true, autoClose: true }),
      expect.objectContaining({
        type: 'error',
        message: { text: 'Server says no' },
        autoClose: false,
      }),
    ]);
    act(() => dismissNotice(id));
    expect(result.current.map((notice) => notice.type)).toEqual(['error']);
  });

  it('should give every notice its own id even within one millisecond', () => {
    const ids = [1, 2, 3].map(() => notify({ type: 'default', message: { text: 'x' } }));
    expect(new Set(ids).size).toBe(3);
  });

  it("should take down a group's notices on clear, and only those", () => {
    const { result } = renderHook(() => useNotices());
    const form = createNoticeGroup();
    act(() => {
      form.notify({ type: 'error', message: { key: 'notice.changedPasswordDoNotMatch' } });
      notify({ type: 'success', message: { key: 'notice.successAuth' } });
      form.notify({ type: 'default', message: { text: 'earlier attempt' } });
    });
    expect(result.current).toHaveLength(3);
    act(() => form.clear());
    expect(result.current.map((notice) => notice.message)).toEqual([{ key: 'notice.successAuth' }]);
    // A notice the player closed is simply gone; clearing again changes nothing.
    let later = '';
    act(() => {
      later = form.notify({ type: 'error', message: { text: 'new attempt' } });
      dismissNotice(later);
      form.clear();
    });
    expect(result.current).toHaveLength(1);
  });
});
