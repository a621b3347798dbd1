import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/*
 * Where react-admin pins things to the screen's bottom: below md a list's Oluştur (a 56 px round button,
 * 60 px up, on the right), below sm a form's toolbar (80 px, across). Back to top takes a corner they leave
 * free: bottom left below md (above the toolbar on a phone), bottom right above it. It sat bottom right at
 * every width: over a phone form's Çöpe Taşı, half over the list's Oluştur.
 */
const pinned = { createUp: 60, createSize: 56, phoneToolbar: 80 };
/** The medium Fab's height; the gap above the phone's toolbar; what is left between content and buttons. */
const size = 48;
const gap = 12;
const spare = 8;
const bottom = { xs: pinned.phoneToolbar + gap, sm: 24 };
const place = { left: { xs: 16, md: 'auto' }, right: { xs: 'auto', md: 24 }, bottom } as const;

/**
 * The room a page leaves below its content (AppLayout), so that scrolled to its end, its last buttons (a
 * list's page arrows, Kayıt Geçmişi) come out above every pinned button: back to top above the phone's
 * toolbar, Oluştur below md, back to top alone above that.
 */
export const roomBelowContent = {
  xs: `${bottom.xs + size + spare}px`,
  sm: `${pinned.createUp + pinned.createSize + spare}px`,
  md: `${bottom.sm + size + spare}px`,
} as const;

/** A button that appears once the page is scrolled and brings it back to the top. */
export function BackToTop() {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > 240);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Zoom in={visible}>
      <Fab
        size="medium"
        color="primary"
        aria-label={translate('app.shell.back_to_top')}
        onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
        sx={{ position: 'fixed', ...place, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
