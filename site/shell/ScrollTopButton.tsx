import { useEffect, useState } from 'react';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from '../ui/Icon';
import { prefersReducedMotion, scrollTopAnimationMs } from './timings';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to the top over `duration` ms (browsers' smooth scrolling has no fixed duration). */
export function animateScrollTop(duration = scrollTopAnimationMs): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** SPEC §2: a back-to-top control, shown once the visitor has scrolled down, animating over 500 ms. */
export function ScrollTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' scroll-top--visible' : ''}`}
      onClick={() => animateScrollTop()}
      aria-label={t('footer.back_to_top')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
