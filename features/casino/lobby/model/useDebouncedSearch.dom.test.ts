import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchTerm, useDebouncedSearch } from './useDebouncedSearch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedSearch', () => {
  it('should search 500 ms after the last keystroke', () => {
    const { result } = renderHook(() => useDebouncedSearch());
    act(() => result.current.change('lu'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => result.current.change('luck'));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toMatchObject({ text: 'luck', query: '' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.query).toBe('luck');
  });

  it('should search at once when asked (Enter)', () => {
    const { result } = renderHook(() => useDebouncedSearch());
    act(() => result.current.change('royal'));
    act(() => result.current.searchNow('royal'));
    expect(result.current.query).toBe('royal');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.query).toBe('royal');
  });

  it('should clear the query at once when the text is emptied', () => {
    const { result } = renderHook(() => useDebouncedSearch());
    act(() => result.current.change('wild'));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => result.current.change(' '));
    expect(result.current.query).toBe('');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.query).toBe('');
  });

  it('should drop a pending search when unmounted', () => {
    const { result, unmount } = renderHook(() => useDebouncedSearch());
    act(() => result.current.change('wild'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('searchTerm', () => {
  it('should trim and keep to the catalogue limit of 60 characters', () => {
    expect(searchTerm('  Lucky Reels  ')).toBe('Lucky Reels');
    expect(searchTerm('x'.repeat(70))).toHaveLength(60);
  });
});
