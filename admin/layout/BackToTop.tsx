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
const place = {
  left: { xs: 16, md: 'auto' },
  right: { xs: 'auto', md: 24 },
  bottom: { xs: 80 + 12, sm: 24 },
} as const;

/**
 * The room a page leaves below its content (AppLayout), so that scrolled to its end, its last buttons (a
 * list's page arrows, Kayıt Geçmişi) come out above every pinned button: back to top over the phone's
 * toolbar (92 + 48 px), Oluştur below md (60 + 56 px), back to top above it (24 + 48 px); 8 px to spare.
 */
export const roomBelowContent = { xs: '148px', sm: '124px', md: '80px' } as const;

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
