import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSharePopup, popupFeatures, type PopupHost } from './popup';

function fakeHost(popup: { closed: boolean } | null) {
  const open = vi.fn((_url: string, _target: string, _features: string) => popup);
  const host: PopupHost = {
    open,
    setInterval: (handler, ms) => setInterval(handler, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
    screenLeft: 100,
    screenTop: 50,
    innerWidth: 1280,
    innerHeight: 800,
  };
  return { host, open };
}

describe('share popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 626 × 436 centred over the window', () => {
    const features = popupFeatures({ screenLeft: 100, screenTop: 50, innerWidth: 1280, innerHeight: 800 });
    expect(features).toContain('width=626');
    expect(features).toContain('height=436');
    expect(features).toContain(`left=${100 + (1280 - 626) / 2}`);
    expect(features).toContain(`top=${50 + (800 - 436) / 2}`);
  });

  it('checks every 500 ms and reports the close once', () => {
    const popup = { closed: false };
    const { host, open } = fakeHost(popup);
    const onClose = vi.fn();
    openSharePopup(host, 'https://x.test/share', onClose);
    expect(open).toHaveBeenCalledWith('https://x.test/share', 'sharer', expect.stringContaining('width=626'));
    vi.advanceTimersByTime(1500);
    expect(onClose).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports a blocked popup at once', () => {
    const { host } = fakeHost(null);
    const onClose = vi.fn();
    expect(openSharePopup(host, 'https://x.test', onClose)).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops watching when disposed', () => {
    const popup = { closed: false };
    const { host } = fakeHost(popup);
    const onClose = vi.fn();
    openSharePopup(host, 'https://x.test', onClose)?.dispose();
    popup.closed = true;
    vi.advanceTimersByTime(2000);
    expect(onClose).not.toHaveBeenCalled();
  });
});
