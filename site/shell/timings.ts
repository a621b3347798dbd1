/** SPEC §9 route-change timings. */
export const preloaderMs = 860;
export const preloaderCloseMs = 300;
export const scrollResetMs = 320;
export const scrollTopAnimationMs = 500;

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
