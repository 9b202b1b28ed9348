import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@web/components/use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays at 0 until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('counts down once a second after start and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts running from its initial seconds on the first render', () => {
    const { result } = renderHook(() => useCountdown(2));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts over when started again, and a start of 0 stops it', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.secondsLeft).toBe(30);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => result.current.start(0));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock, so a late tick (a throttled tab) shows the true time left', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    // The clock jumps 7.5 s while no timer fired; the next tick reads the clock, not a counter.
    act(() => {
      vi.setSystemTime(Date.now() + 7_500);
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.secondsLeft).toBe(2);
  });

  it('keeps the same start function across renders', () => {
    const { result, rerender } = renderHook(() => useCountdown());
    const first = result.current.start;
    act(() => first(5));
    rerender();
    expect(result.current.start).toBe(first);
  });

  it('stops its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
