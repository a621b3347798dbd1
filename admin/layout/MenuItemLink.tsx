import { Badge, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '../theme/themes';
import type { MenuVariant } from './ShellContext';

interface MenuItemLinkProps {
  to: string;
  label: string;
  icon: ComponentType;
  active: boolean;
  variant: MenuVariant;
  /** Unread items, shown as a badge on the icon. */
  count?: number;
  onClick?: () => void;
}

export function MenuItemLink({ to, label, icon: Icon, active, variant, count, onClick }: MenuItemLinkProps) {
  const stacked = variant === 'stacked';
  const iconsOnly = variant === 'icons';
  const item = (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={iconsOnly ? label : undefined}
      onClick={onClick}
      sx={{
        mx: 1,
        my: 0.25,
        borderRadius: 2,
        minHeight: 44,
        flexDirection: stacked ? 'column' : 'row',
        justifyContent: iconsOnly ? 'center' : 'flex-start',
        px: iconsOnly ? 0 : stacked ? 0.5 : 1.5,
        py: stacked ? 1 : 0.75,
        textAlign: stacked ? 'center' : 'left',
        color: 'text.secondary',
        '&:hover': { color: 'text.primary' },
        '&.Mui-selected, &.Mui-selected:hover': (theme) =>
          theme.palette.mode === 'dark'
            ? {
                color: '#fff',
                bgcolor: 'rgba(255, 255, 255, 0.1)',
                '& .MuiListItemIcon-root': { color: brand.accent },
              }
            : {
                color: brand.primary,
                bgcolor: alpha(brand.primary, 0.09),
                '& .MuiListItemIcon-root': { color: brand.primary },
              },
      }}
    >
      <ListItemIcon
        sx={{ minWidth: 0, mr: iconsOnly || stacked ? 0 : 1.5, color: 'inherit', justifyContent: 'center' }}
      >
        <Badge color="error" badgeContent={count} max={99} invisible={!count}>
          <Icon />
        </Badge>
      </ListItemIcon>
      {!iconsOnly && (
        <ListItemText
          primary={label}
          slotProps={{
            primary: {
              sx: stacked
                ? { fontSize: 11, lineHeight: 1.25, mt: 0.5, fontWeight: 500 }
                : { fontSize: 14, fontWeight: active ? 600 : 500 },
              noWrap: !stacked,
            },
          }}
          sx={{ my: 0 }}
        />
      )}
    </ListItemButton>
  );
  return iconsOnly ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}
