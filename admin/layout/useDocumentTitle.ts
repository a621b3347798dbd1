import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { notFoundPath } from '../navigation/adminChildren';
import { useScreens } from '../navigation/ScreensContext';
import { isScreenActive } from '../navigation/screenPaths';

/** The panel's name before any messages load (react-admin's own default title); see app.shell.panel_title. */
export const panelTitle = 'Akademi Yönetim Paneli';

/** The browser tab names the open screen in the panel's language: "Contracts | Akademi Admin Panel". */
export function useDocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const screens = useScreens();
  useEffect(() => {
    const screen = screens.find((candidate) => isScreenActive(candidate, pathname));
    const label =
      pathname === notFoundPath
        ? translate('app.not_found.title')
        : screen
          ? translate(`app.menu.routes.${screen.route}`)
          : undefined;
    const panel = translate('app.shell.panel_title', { _: panelTitle });
    document.title = label ? `${label} | ${panel}` : panel;
  }, [pathname, screens, translate]);
}

/**
 * The page's language follows the panel's: screen readers read English as English, and CSS upper-casing
 * (the menu's section labels) applies English rules, not Turkish ones ("OPERATIONS", not "OPERATİONS").
 */
export function useDocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
