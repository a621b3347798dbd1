import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type PageState, pageStateElementId } from '../shared/pageState';
import { localizedPath, matchPublicRoute, paths, splitLanguagePrefix } from '../shared/routes';
import { App } from './App';
import { siteRoutes } from './routes';
import { replayEarlyClick } from './shell/earlyClicks';
import './styles/base.css';
import './styles/shell/header.css';
import './styles/shell/language.css';
import './styles/shell/logo.css';
import './styles/shell/footer.css';
import './styles/shell/preloader.css';
import './styles/shell/floating-buttons.css';
import './styles/shell/modal.css';
import './styles/shell/contact-modal.css';
import './styles/shell/noscript.css';
import './styles/components/layout.css';
import './styles/components/hero.css';
import './styles/components/cards.css';
import './styles/components/sessions.css';
import './styles/components/home-bands.css';
import './styles/components/page-header.css';
import './styles/components/detail.css';
import './styles/components/table.css';
import './styles/components/people.css';
import './styles/components/rich-text.css';
import './styles/components/gallery.css';
import './styles/components/share.css';
import './styles/components/video.css';
import './styles/components/rooms.css';
import './styles/components/search.css';
import './styles/components/forms.css';
import './styles/components/contact-careers.css';
import './styles/components/not-found.css';
import './styles/components/enrolment.css';
import './styles/components/enrol-bar.css';
import './styles/components/waitlist-offer.css';
import './styles/components/calendar-months.css';
import './styles/components/faq.css';
import './styles/print.css';

/** The state a server-rendered page carries (shared/pageState.ts); none on a page the server did not render. */
function readPageState(): PageState | undefined {
  const text = document.getElementById(pageStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}

/**
 * Marks the root once the app is live (`data-hydrated`: browser tests wait for it before typing or clicking),
 * and answers a button clicked before then (shell/earlyClicks.ts).
 */
function LiveMark({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '');
    replayEarlyClick(root);
  }, [root]);
  return children;
}

const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start(root: HTMLElement) {
  const state = readPageState();
  if (!state) {
    createRoot(root).render(
      <StrictMode>
        <LiveMark root={root}>
          <App />
        </LiveMark>
      </StrictMode>,
    );
    return;
  }
  // An unknown address was answered with the 404 page: show its address, as the app would have (SPEC §2).
  if (state.notFound) {
    window.history.replaceState(null, '', localizedPath(state.lang, paths.not_found));
  }
  // A frame first, so the browser paints the server's page before hydration takes the main thread; then the
  // page's code, so hydration finds it loaded and keeps the server's HTML as it is. Asked for only after that
  // paint: its chunks come at the browser's high priority for scripts, and on a fast load they competed with
  // the first paint (Lighthouse's simulated phone counted them before it: home 0.8 s → 1.3–1.6 s). Where the
  // code arrives after the page has painted (a slow phone), they start one frame later than they used to.
  const match = matchPublicRoute(splitLanguagePrefix(window.location.pathname).path);
  await afterFirstPaint();
  await Promise.all([
    siteRoutes.find((route) => route.name === match?.name)?.preload(),
    // The page's dates as the server wrote them: hydration formats none (ICU's start-up stays out of it).
    // Imported here, not at the top: the module comes with the pages that show dates.
    state.formatted && import('./ui/format').then(({ seedFormatted }) => seedFormatted(state.formatted)),
  ]);
  // In a transition, React hydrates in slices and yields to the browser between them (a phone stays
  // responsive), instead of one long task over the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LiveMark root={root}>
          <App state={state} />
        </LiveMark>
      </StrictMode>,
      {
        // A production build names no component in its hydration errors: the component stack says where.
        onRecoverableError: (error, info) => console.error(error, info.componentStack ?? ''),
      },
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
