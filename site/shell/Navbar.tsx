import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { CompanyConfig } from '../../shared/publicApi';
import { useContactInformation } from '../data/useContactInformation';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { Icon } from '../ui/Icon';
import { useContactModal } from './ContactModalContext';
import { LanguageSwitcher } from './LanguageSwitcher';
import { telHref } from './phone';
import { PhoneText } from './PhoneText';
import { Submenu } from './Submenu';

/** A link of the menu's top row that opens a page (not a submenu); `end`: current on that exact path only. */
function MenuItem({ to, label, end = false }: { to: string; label: string; end?: boolean }) {
  return (
    <li className="navbar__item">
      <NavLink to={to} end={end} className="navbar__link">
        {label}
      </NavLink>
    </li>
  );
}

/** SPEC §2 navbar: two submenus (trainings, services), the first phone as a call link, the language switcher. */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function Navbar({ company }: { company: CompanyConfig | undefined }) {
  const t = useT();
  // A blank text (a single space in the dictionary) hides it, for a logo that carries its own.
  const tagline = t('navbar.logo_tagline').trim();
  const { pathname } = useLocation();
  const contact = useContactModal();
  const { data: info } = useContactInformation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const phone = info?.telefon[0]?.content;
  const email = info?.email[0]?.content;

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the panel; focus inside it would vanish with it, so it goes back to the menu button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const trainings = [
    { to: paths.products, label: t('navbar.products') },
    { to: paths.distance_learning, label: t('navbar.distance_learning') },
    { to: paths.training_videos, label: t('navbar.training_videos') },
    { to: paths.instructors, label: t('navbar.instructors') },
  ];
  const services = [
    { to: paths.consultancy_service, label: t('navbar.consultancy_service') },
    { to: paths.classroom_rental, label: t('navbar.classroom_rental') },
  ];

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <span className="topbar__slogan">{t('navbar.top_slogan')}</span>
          <div className="topbar__links">
            {phone && (
              <a className="topbar__link" href={telHref(phone)}>
                <Icon name="phone" size={15} />
                <PhoneText phone={phone} />
              </a>
            )}
            {email && (
              <a className="topbar__link" href={`mailto:${email}`}>
                <Icon name="mail" size={15} />
                {email}
              </a>
            )}
            <LanguageSwitcher className="lang-switch--topbar" />
          </div>
        </div>
      </div>
      <nav className="navbar" aria-label={t('navbar.main_menu')}>
        <div className="container navbar__inner">
          <Link
            to={paths.home}
            className="navbar__brand"
            aria-label={company?.companyName ?? t('navbar.home')}
          >
            {company?.mainLogoPath ? (
              <img src={company.mainLogoPath} alt={company.companyName} className="navbar__logo" />
            ) : (
              <span className="navbar__brand-text">{company?.companyName}</span>
            )}
            {/* The tagline is text, not part of the logo picture, so it follows the page's language. */}
            {tagline && (
              <span className="navbar__tagline" aria-hidden="true">
                {tagline}
              </span>
            )}
          </Link>

          <div className="navbar__quick">
            {phone && (
              <a
                className="icon-button navbar__call"
                href={telHref(phone)}
                aria-label={`${t('navbar.call_us')}: ${phone}`}
              >
                <Icon name="phone" />
              </a>
            )}
            <LanguageSwitcher className="lang-switch--compact" collapsible />
            <button
              ref={toggle}
              type="button"
              className="icon-button navbar__toggle"
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              aria-label={menuOpen ? t('navbar.menu_close') : t('navbar.menu_open')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            </button>
            {/* Without JavaScript the button above does nothing: this link opens the panel by its address
                (#site-menu:target) and the stylesheet hides the button (shell.css, "without JavaScript"). With
                JavaScript a <noscript> is inert text, so the page hydrates and behaves as before. */}
            <noscript>
              <a
                href="#site-menu"
                className="icon-button navbar__toggle-link"
                aria-label={t('navbar.menu_open')}
              >
                <Icon name="menu" size={24} />
              </a>
            </noscript>
          </div>

          <div id="site-menu" className={`navbar__panel${menuOpen ? ' is-open' : ''}`}>
            <ul className="navbar__menu">
              <MenuItem to={paths.home} end label={t('navbar.home')} />
              <MenuItem to={paths.about_us} label={t('navbar.about_us')} />
              <Submenu label={t('navbar.trainings')} items={trainings} also={['/kurs/', '/egitmen/']} />
              <Submenu label={t('navbar.services')} items={services} />
              <MenuItem to={paths.human_resources} label={t('navbar.human_resources')} />
              <MenuItem to={paths.contact} label={t('navbar.contact')} />
            </ul>
            <div className="navbar__actions">
              <NavLink
                to={paths.search_products}
                className="icon-button navbar__search"
                aria-label={t('navbar.search')}
              >
                <Icon name="search" />
                <span className="navbar__search-text">{t('navbar.search')}</span>
              </NavLink>
              <button
                type="button"
                className="button navbar__cta"
                onClick={() => {
                  // From the phone menu, which closes now, the dialog gives focus back to the menu button.
                  if (menuOpen) toggle.current?.focus();
                  setMenuOpen(false);
                  contact.open();
                }}
              >
                {t('navbar.contact_us')}
              </button>
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
