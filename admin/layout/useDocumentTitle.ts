import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { notFoundPath } from '../navigation/adminChildren';
import { useScreens } from '../navigation/ScreensContext';
import { isScreenActive } from '../navigation/screenPaths';

export const panelTitle = 'Akademi Yönetim Paneli';

/** The browser tab names the open screen: "Sözleşmeler | Akademi Yönetim Paneli". */
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
    document.title = label ? `${label} | ${panelTitle}` : panelTitle;
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
