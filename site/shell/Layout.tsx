import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CookieConsent } from '../consent/CookieConsent';
import { useCompanyConfig } from '../data/useSiteMeta';
import { useDictionary } from '../i18n/DictionaryContext';
import { Loading } from '../ui/LoadState';
import { ContactModalProvider, useContactModal } from './ContactModalContext';
import { DocumentMetaProvider } from './DocumentMeta';
import { Footer } from './Footer';
import { LanguageOffer } from './LanguageOffer';
import { Navbar } from './Navbar';
import { Preloader } from './Preloader';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollTopButton } from './ScrollTopButton';
import { useCompanyTheme } from './useCompanyTheme';
import { useRouteName } from './useRouteName';
import { useScrollReset } from './useScrollReset';
import { WhatsAppButton } from './WhatsAppButton';

// The contact modal (dialog, focus trap, details, form) is fetched the first time someone opens it.
const ContactModal = lazy(() => import('./ContactModal').then((m) => ({ default: m.ContactModal })));

function LazyContactModal() {
  const { isOpen } = useContactModal();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal />
    </Suspense>
  );
}

/** Shown only if the dictionary itself cannot load: no dictionary texts exist yet, so both languages are written here. */
function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="startup-error" role="alert">
      <p lang="tr">Sayfa yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.</p>
      <p lang="en">The page could not be loaded. Please check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Tekrar Dene / Try again
      </button>
    </div>
  );
}

/** The public shell: navbar and footer once the dictionary has loaded (SPEC §2), the page, and the route-change behaviour. */
export function Layout() {
  const { dictionary, error, retry, t } = useDictionary();
  const { data: company } = useCompanyConfig();
  const routeName = useRouteName();
  const { pathname } = useLocation();
  useCompanyTheme(company);
  useScrollReset();

  return (
    <DocumentMetaProvider routeName={routeName}>
      <ContactModalProvider>
        <Preloader logo={company?.favIcoLogoPath || undefined} holding={!dictionary && !error} />
        {/* First in the tab order, before the skip link: the choice is the first thing to make. */}
        <CookieConsent />
        {dictionary ? (
          <>
            <a className="skip-link" href="#main">
              {t('navbar.skip_to_content')}
            </a>
            <Navbar company={company} />
            <main id="main" tabIndex={-1} className="site-main">
              {/* Inside the main landmark: every piece of a page belongs to one (axe's region rule). */}
              {routeName === 'home' && <LanguageOffer />}
              {/* Keyed by path: the router navigates in a transition, which would keep the old page (and the old
                  address for everything else) on screen while the next page's code downloads. A new boundary
                  shows its fallback at once, so the click answers immediately with the preloader and a skeleton. */}
              <Suspense key={pathname} fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </main>
            <Footer company={company} />
            <ScrollTopButton />
            <WhatsAppButton />
            <RouteAnnouncer />
            <LazyContactModal />
          </>
        ) : error ? (
          <StartupError onRetry={retry} />
        ) : null}
      </ContactModalProvider>
    </DocumentMetaProvider>
  );
}

function PageFallback() {
  return (
    <div className="container page-fallback">
      <Loading lines={6} />
    </div>
  );
}
