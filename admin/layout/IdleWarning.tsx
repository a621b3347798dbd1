import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useDataProvider, useLogout, useTranslate } from 'react-admin';
import { ApiError } from '../../shared/httpClient';
import { idleWarningLeadSeconds } from '../../shared/sessionIdle';
import { defaultGo, type Go } from '../auth/adminHttp';
import { type IdleClock, type IdleState, sessionIdleClock } from '../auth/idleClock';
import { endSession } from '../auth/sessionEnd';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/**
 * How recent the server's word on the idle end must be for the warning to trust it. Older, it asks again
 * first (in the background, which does not move the end): another tab of the same session may have worked.
 */
const freshMs = 2000;

type Phase = 'quiet' | 'warning';

/**
 * Issue 27: a minute before the server ends a session left unused, the user is warned and may keep it
 * ("Oturumu sürdür": one request the server counts as activity) or sign out. The end itself is the server's:
 * when it comes, a background check meets the 401, and the HTTP client keeps the unsaved forms and goes to
 * the login screen with the reason (auth/sessionEnd.ts). Work in any tab moves the end for all of them.
 */
export function IdleWarning({ clock = sessionIdleClock, go = defaultGo }: { clock?: IdleClock; go?: Go }) {
  const idle = useSyncExternalStore(clock.subscribe, clock.snapshot);
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const translate = useTranslate();
  const [phase, setPhase] = useState<Phase>('quiet');
  const [keeping, setKeeping] = useState(false);

  useEffect(() => {
    if (!idle) return;
    return watchIdleEnd(idle, {
      ask: () => dataProvider.checkSession({ background: true }),
      setPhase,
      // The server cannot be asked (offline) and the end has passed: the session is over there anyway.
      giveUp: () => endSession('idle', go),
    });
  }, [idle, dataProvider, go]);

  const keep = useCallback(async () => {
    setKeeping(true);
    try {
      // The answer moves the clock's end; the effect above then closes the warning.
      await dataProvider.checkSession({ background: false });
    } catch {
      // A 401 has sent the browser to the login screen; anything else leaves the warning up to try again.
    } finally {
      setKeeping(false);
    }
  }, [dataProvider]);

  return (
    <Dialog
      open={phase === 'warning'}
      onClose={() => void keep()}
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
    >
      <DialogTitle id="idle-warning-title">{translate('app.session.idle_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">{translate('app.session.idle_warning')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => logout()}>{translate('app.session.logout')}</Button>
        <Button variant="contained" disabled={keeping} onClick={() => void keep()} autoFocus>
          {translate('app.session.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Watch {
  /** A background GET /status: its answer (through the idle clock) brings a new state, or a 401 leaves. */
  ask: () => Promise<void>;
  setPhase: (phase: Phase) => void;
  giveUp: () => void;
}

/**
 * One state of the idle clock: quiet until a minute before the end, then (on a fresh word from the server)
 * the warning until the end, when the server is asked once more. Returns the function that stops the timers.
 */
function watchIdleEnd(idle: IdleState, { ask, setPhase, giveUp }: Watch): () => void {
  const now = Date.now();
  const lead = idleWarningLeadSeconds(idle.idleSeconds) * 1000;
  const left = idle.deadline - now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A newer state may arrive while a question is on its way: then this watch is over and does nothing more.
  let stopped = false;
  const askThen = (onFailure: () => void) =>
    ask().catch((error: unknown) => {
      if (!stopped && !(error instanceof ApiError && error.status === 401)) onFailure();
    });
  const warnUntilEnd = () => {
    setPhase('warning');
    timer = setTimeout(() => void askThen(giveUp), Math.max(idle.deadline - Date.now(), 1000));
  };

  if (left > lead) {
    setPhase('quiet');
    timer = setTimeout(() => void askThen(warnUntilEnd), left - lead);
  } else if (now - idle.observedAt > freshMs) {
    void askThen(warnUntilEnd);
  } else {
    warnUntilEnd();
  }
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
