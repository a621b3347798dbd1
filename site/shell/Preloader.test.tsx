import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Preloader } from './Preloader';

function Harness({ holding = false }: { holding?: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <Preloader holding={holding} />
      <button type="button" onClick={() => navigate('/egitim-takvimi')}>
        git
      </button>
      <p>içerik</p>
    </>
  );
}

const renderAt = (holding = false) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Harness holding={holding} />
    </MemoryRouter>,
  );

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Preloader (SPEC §9: ~860 ms, closing over 300 ms)', () => {
  it('shows over the page, starts closing at 860 ms and is gone 300 ms later, on every route change', () => {
    setReducedMotion(false);
    renderAt();
    expect(screen.getByTestId('preloader')).toHaveClass('preloader--open');
    // The page underneath is rendered all along.
    expect(screen.getByText('içerik')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(859));
    expect(screen.getByTestId('preloader')).toHaveClass('preloader--open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('preloader')).toHaveClass('preloader--closing');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByTestId('preloader')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'git' }));
    expect(screen.getByTestId('preloader')).toHaveClass('preloader--open');
    act(() => vi.advanceTimersByTime(1160));
    expect(screen.queryByTestId('preloader')).toBeNull();
  });

  it('waits while the dictionary is loading before it starts counting', () => {
    setReducedMotion(false);
    const view = renderAt(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('preloader')).toHaveClass('preloader--open');
    view.rerender(
      <MemoryRouter initialEntries={['/']}>
        <Harness holding={false} />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(1160));
    expect(screen.queryByTestId('preloader')).toBeNull();
  });

  it('with reduced motion: no fade, and no overlay on later route changes', () => {
    setReducedMotion(true);
    renderAt();
    act(() => vi.advanceTimersByTime(860));
    expect(screen.queryByTestId('preloader')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'git' }));
    expect(screen.queryByTestId('preloader')).toBeNull();
  });
});
