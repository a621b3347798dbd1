import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { animateScrollTop } from './ScrollTopButton';
import { useScrollReset } from './useScrollReset';

function Harness() {
  useScrollReset();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/kariyer')}>
      git
    </button>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('route change scrolling', () => {
  it('scrolls to the top 320 ms after a route change', () => {
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(400));
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'git' }));
    act(() => vi.advanceTimersByTime(319));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('going back returns to where the visitor was on that page, not to the top', () => {
    function Pages() {
      useScrollReset();
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/kurs/excel')}>
            kursa git
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            geri
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/egitim-takvimi']}>
        <Pages />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(400));
    vi.stubGlobal('scrollY', 1840);
    fireEvent.scroll(window);
    fireEvent.click(screen.getByRole('button', { name: 'kursa git' }));
    act(() => vi.advanceTimersByTime(320));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    vi.stubGlobal('scrollY', 300);
    fireEvent.scroll(window);
    fireEvent.click(screen.getByRole('button', { name: 'geri' }));
    act(() => vi.advanceTimersByTime(320));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1840, left: 0, behavior: 'instant' });
  });

  it('the back-to-top animation reaches the top in 500 ms', () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    animateScrollTop();
    const run = (t: number) => {
      now = t;
      frames.shift()?.(t);
    };
    run(250);
    const middle = scrollTo.mock.calls.at(-1)?.[0].top;
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(1000);
    run(500);
    expect(scrollTo.mock.calls.at(-1)?.[0].top).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
