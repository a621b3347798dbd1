import { Divider, List, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { adminRoutes, menuGroups } from '../navigation/adminRoutes';
import { canOpen, toPermissionList } from '../navigation/permissions';
import { useScreens } from '../navigation/ScreensContext';
import { useNewPreRegistrationCount } from '../preRegistrations/useNewPreRegistrationCount';
import type { AdminScreen } from '../navigation/screen';
import { isScreenActive, routeOf, screenPath } from '../navigation/screenPaths';
import { MenuItemLink } from './MenuItemLink';
import type { MenuVariant } from './ShellContext';
import { type InboxResource, useUnreadCount } from './useUnreadCount';

const routeOrder = new Map<string, number>(adminRoutes.map((route, index) => [route.name, index]));
const inboxOfRoute: Partial<Record<string, InboxResource>> = {
  contact: 'contact',
  humanResources: 'human-resources',
};

/**
 * The side menu, built from the registered screens: grouped as SPEC §2 lists them, in the spec's order, and
 * only what the user's role group may open.
 */
export function MenuList({ variant, onNavigate }: { variant: MenuVariant; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions();
  const allowed = toPermissionList(permissions);
  const screens = useScreens().filter((screen) => canOpen(routeOf(screen), allowed));
  const hasInbox = allowed.includes('inbox');
  const counts: Record<InboxResource, number | undefined> = {
    contact: useUnreadCount('contact', hasInbox),
    'human-resources': useUnreadCount('human-resources', hasInbox),
  };
  // Pre-registrations still 'new' count like unread messages: someone has to call them.
  const newPreRegistrations = useNewPreRegistrationCount(hasInbox);

  const groups = menuGroups
    .map((group) => ({
      group,
      items: screens
        .filter((screen) => routeOf(screen).group === group)
        .sort((a, b) => (routeOrder.get(a.route) ?? 0) - (routeOrder.get(b.route) ?? 0)),
    }))
    .filter(({ items }) => items.length > 0);

  const countOf = (screen: AdminScreen) => {
    if (screen.route === 'preRegistrations') return newPreRegistrations;
    const inbox = inboxOfRoute[screen.route];
    return inbox ? counts[inbox] : undefined;
  };

  return (
    <List component="nav" aria-label={translate('app.menu.groups.menu')} sx={{ py: 1 }}>
      {groups.map(({ group, items }, index) => (
        <Fragment key={group}>
          {variant === 'full' ? (
            // A div, not MUI's default <li>: the menu is a <nav> of links, and an <li> outside a list is invalid.
            <ListSubheader
              component="div"
              disableSticky
              sx={{
                bgcolor: 'transparent',
                lineHeight: '32px',
                mt: index === 0 ? 0 : 1.5,
                px: 2.5,
                fontSize: 11,
                fontWeight: 700,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                color: 'text.disabled',
              }}
            >
              {translate(`app.menu.groups.${group}`)}
            </ListSubheader>
          ) : (
            index > 0 && <Divider sx={{ my: 1, mx: 1.5 }} />
          )}
          {items.map((screen) => (
            <MenuItemLink
              key={screen.route}
              to={screenPath(screen)}
              label={translate(`app.menu.routes.${screen.route}`)}
              icon={screen.icon}
              active={isScreenActive(screen, pathname)}
              variant={variant}
              count={countOf(screen)}
              onClick={onNavigate}
            />
          ))}
        </Fragment>
      ))}
    </List>
  );
}
