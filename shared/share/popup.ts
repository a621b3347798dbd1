/** SPEC §7: the share popup is 626 × 436 and is checked for being closed every 500 ms. */
export const sharePopupWidth = 626;
export const sharePopupHeight = 436;
export const sharePopupCheckMs = 500;

/** The part of `window` the popup needs, so tests can pass a fake. */
export interface PopupHost {
  open(
    url: string,
    target: string,
    features: string,
  ): { closed: boolean; focus?: () => void; close?: () => void } | null;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
  screenLeft?: number;
  screenTop?: number;
  innerWidth: number;
  innerHeight: number;
}

export interface SharePopup {
  /** Stops watching (the popup itself stays open). */
  dispose(): void;
}

/** Features centring the popup over the opener window. */
export function popupFeatures(
  host: Pick<PopupHost, 'screenLeft' | 'screenTop' | 'innerWidth' | 'innerHeight'>,
): string {
  const left = Math.max(0, Math.round((host.screenLeft ?? 0) + (host.innerWidth - sharePopupWidth) / 2));
  const top = Math.max(0, Math.round((host.screenTop ?? 0) + (host.innerHeight - sharePopupHeight) / 2));
  return [
    `width=${sharePopupWidth}`,
    `height=${sharePopupHeight}`,
    `left=${left}`,
    `top=${top}`,
    'status=no',
    'toolbar=no',
    'menubar=no',
    'location=no',
  ].join(',');
}

/**
 * Opens a share popup and calls `onClose` once it is closed (or could not be opened), checking every 500 ms.
 * Returns null when the browser blocked the popup.
 */
export function openSharePopup(
  host: PopupHost,
  url: string,
  onClose?: () => void,
  name = 'sharer',
): SharePopup | null {
  const popup = host.open(url, name, popupFeatures(host));
  if (!popup) {
    onClose?.();
    return null;
  }
  popup.focus?.();
  const timer = host.setInterval(() => {
    if (popup.closed) {
      host.clearInterval(timer);
      onClose?.();
    }
  }, sharePopupCheckMs);
  return { dispose: () => host.clearInterval(timer) };
}
