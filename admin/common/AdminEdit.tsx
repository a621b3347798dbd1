import { useMemo } from 'react';
import { Edit, type EditProps, useNotify, useRedirect, useResourceContext } from 'react-admin';
import { ApiError } from '../../shared/httpClient';
import { RecordLoadFailed } from './LoadFailed';
import { useFormFailure } from './notifications';

type AdminEditProps = EditProps & {
  /** What the card says when the record could not be loaded ('Kayıt yüklenemedi.' by default). */
  loadFailedMessage?: string;
  /** Where a record that is gone (404) leads: the list by default; nowhere for a one-record screen. */
  redirectOnNotFound?: 'list' | false;
};

/**
 * Every back office edit screen: react-admin's <Edit>, saved pessimistically (the server's refusals land
 * under the fields, anything else as 'Başarısız! <message>'), and honest when its record does not load.
 * React-admin answers any failed load with 'Kayıt bulunamadı' and a move to the list: right for a record
 * that is gone (404), untrue when the server failed, which leaves the staff member on a list they did not
 * ask for (or, on a one-record screen, an empty card). A failure other than 404 stays on the screen with
 * 'Kayıt yüklenemedi.' and "Tekrar Dene", and the server's message as the usual notice.
 */
export function AdminEdit({
  loadFailedMessage,
  redirectOnNotFound = 'list',
  queryOptions,
  ...props
}: AdminEditProps) {
  const notify = useNotify();
  const redirect = useRedirect();
  const contextResource = useResourceContext();
  const resource = props.resource ?? contextResource;
  const mutationOptions = useFormFailure();
  const loadOptions = useMemo(
    () => ({
      ...queryOptions,
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          notify('ra.notification.item_doesnt_exist', { type: 'error' });
          if (redirectOnNotFound) redirect(redirectOnNotFound, resource);
          return;
        }
        const message =
          error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
        notify(message, { type: 'error' });
      },
    }),
    [queryOptions, notify, redirect, redirectOnNotFound, resource],
  );
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      error={<RecordLoadFailed message={loadFailedMessage} />}
      {...props}
      queryOptions={loadOptions}
    />
  );
}
