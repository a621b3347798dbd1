import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Box, Link, Typography } from '@mui/material';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminSession } from '../../shared/schemas/product';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { toPermissionList } from '../navigation/permissions';
import { preRegistrationPermission } from '../preRegistrations/preRegistrationTypes';

/** Ön Kayıtlar filtered by one session of one course. */
export const sessionRegistrationsPath = (productId: number, sessionId: number) =>
  `/pre-registrations?${new URLSearchParams({
    filter: JSON.stringify({ product_id: productId, session_id: sessionId }),
  })}`;

/**
 * A stored session's pre-registrations (GET /products/:id counts them) and the seats they hold, linking to
 * Ön Kayıtlar filtered by it for whoever may open that list. A session added in this form has none yet.
 */
export function SessionRegistrations() {
  const session = useRecordContext<Partial<AdminSession>>();
  const { getValues } = useFormContext();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const productId = Number(getValues('id'));
  if (!session?.id || typeof session.pre_registration_count !== 'number' || !productId) return null;
  const count = session.pre_registration_count;
  const text = translate('app.products.session.registrations', { smart_count: count });
  const seats =
    typeof session.seats === 'number' && session.seats > 0
      ? translate('app.products.session.seats_taken', {
          taken: session.seats_taken ?? 0,
          seats: session.seats,
        })
      : undefined;
  const canOpen = toPermissionList(permissions).includes(preRegistrationPermission);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        flexBasis: '100%',
        minHeight: 32,
        pb: 0.5,
      }}
    >
      <HowToRegIcon fontSize="small" color="action" aria-hidden="true" />
      {canOpen ? (
        <Link
          component={RouterLink}
          to={sessionRegistrationsPath(productId, session.id)}
          aria-label={translate('app.products.session.registrations_of', {
            smart_count: count,
            date: formatTurkeyTime(session.starts_at),
          })}
          sx={{ fontWeight: 600 }}
        >
          {text}
        </Link>
      ) : (
        <Typography variant="body2" component="span">
          {text}
        </Typography>
      )}
      {seats && (
        <Typography variant="body2" component="span" color="text.secondary">
          {seats}
        </Typography>
      )}
    </Box>
  );
}
