import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeAuthModal, openAuthModal, useAuthModal } from './store.ts';

describe('auth modal store', () => {
  it('should open either face from anywhere and close', () => {
    const { result } = renderHook(() => useAuthModal());
    expect(result.current).toEqual({ open: false });
    act(() => openAuthModal('registration'));
    expect(result.current).toEqual({ open: true, type: 'registration' });
    act(() => openAuthModal());
    expect(result.current).toEqual({ open: true, type: 'sign-in' });
    act(() => closeAuthModal());
    expect(result.current).toEqual({ open: false });
  });
});
