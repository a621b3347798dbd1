import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import {
  Avatar,
  Box,
  ButtonBase,
  Chip,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { type ComponentType, useId, useState } from 'react';
import { useGetIdentity, useLogout, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppIdentity } from '../auth/authProvider';
import { visuallyHidden } from '../common/visuallyHidden';
import { toPermissionList } from '../navigation/permissions';
import { TwoStepDialog } from '../twoStep/TwoStepDialog';
import { useRoleName } from '../users/roleName';
import { type InboxResource, useUnreadCount } from './useUnreadCount';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr-TR'))
    .join('');

function InboxLink({
  to,
  label,
  icon: Icon,
  count,
  onClick,
}: {
  to: string;
  label: string;
  icon: ComponentType;
  count?: number;
  onClick: () => void;
}) {
  return (
    <MenuItem component={Link} to={to} onClick={onClick}>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {count !== undefined && count > 0 && (
        <Chip size="small" color="error" label={count} sx={{ ml: 2, height: 22 }} />
      )}
    </MenuItem>
  );
}

/** The profile dropdown (SPEC §2 admin shell): name, role group, the two inboxes with unread counts, logout. */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function ProfileMenu({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [twoStepOpen, setTwoStepOpen] = useState(false);
  const hasInbox = toPermissionList(permissions).includes('inbox');
  const counts: Record<InboxResource, number | undefined> = {
    contact: useUnreadCount('contact', hasInbox),
    'human-resources': useUnreadCount('human-resources', hasInbox),
  };
  const user = identity as AppIdentity | undefined;
  const name = user?.fullName ?? '';
  const roleName = useRoleName();
  const role = user ? roleName({ key: user.roleKey, name: user.roleGroup }) : '';
  const close = () => setAnchor(null);

  return (
    <>
      {/* Named by what it shows, after a hidden "Profil menüsü": an aria-label alone would hide the visible
          name and role from speech input (WCAG 2.5.3, label in name). The initials are decoration. */}
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 6, pl: 0.5, pr: compact ? 0.5 : 1.5, py: 0.5, gap: 1.25, textAlign: 'left' }}
      >
        <Box component="span" sx={visuallyHidden}>
          {translate('app.shell.profile')}
        </Box>
        <Avatar
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            fontSize: 15,
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(name)}
        </Avatar>
        {!compact && (
          <Box sx={{ lineHeight: 1.2 }}>
            <Typography component="span" sx={{ display: 'block', fontSize: 14, fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
              {role}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {role}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        {hasInbox && [
          <InboxLink
            key="contact"
            to="/contact"
            label={translate('app.shell.messages')}
            icon={MailOutlineIcon}
            count={counts.contact}
            onClick={close}
          />,
          <InboxLink
            key="hr"
            to="/human-resources"
            label={translate('app.shell.applications')}
            icon={WorkOutlineIcon}
            count={counts['human-resources']}
            onClick={close}
          />,
          <Divider key="divider" />,
        ]}
        <MenuItem
          onClick={() => {
            close();
            setTwoStepOpen(true);
          }}
        >
          <ListItemIcon>
            <PhonelinkLockIcon />
          </ListItemIcon>
          <ListItemText>{translate('app.two_step.title')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText>{translate(leaving ? 'app.shell.logging_out' : 'app.shell.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <TwoStepDialog open={twoStepOpen} onClose={() => setTwoStepOpen(false)} />
    </>
  );
}
