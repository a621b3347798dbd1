import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Toggles the browser's full screen mode; hidden where the browser does not allow it. */
export function FullscreenButton() {
  const translate = useTranslate();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const label = translate(active ? 'app.shell.fullscreen_exit' : 'app.shell.fullscreen_enter');
  const toggle = () => {
    const change = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refused request (no user gesture, iframe policy) leaves the page as it was.
    change.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={active} onClick={toggle}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
