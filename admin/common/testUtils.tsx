import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { createHttpClient } from '../../shared/httpClient';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { fakeFetch, setCsrfMeta } from '../testing/fakeFetch';

type Responder = Parameters<typeof fakeFetch>[0];

/**
 * Renders a screen inside react-admin's context with the REAL data provider over a fake server, so a test
 * asserts the requests that would go on the wire; notifications are shown as on the panel.
 */
export function renderWithAdmin(ui: ReactElement, respond: Responder) {
  setCsrfMeta();
  const server = fakeFetch(respond);
  const dataProvider = createDataProvider(createHttpClient({ fetch: server.fetch, getToken: () => 'token' }));
  const view = render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {ui}
      <Notification />
    </AdminContext>,
  );
  return { ...view, server, dataProvider };
}

/**
 * Renders a record's own control (a row's button, switch or select) as the panel does, inside its resource's
 * and record's contexts, with the real data provider over a fake server (renderWithAdmin).
 */
export function renderForRecord(
  resource: string,
  record: Record<string, unknown>,
  ui: ReactElement,
  respond: Responder,
) {
  return renderWithAdmin(
    <ResourceContextProvider value={resource}>
      <RecordContextProvider value={record}>{ui}</RecordContextProvider>
    </ResourceContextProvider>,
    respond,
  );
}

/** The requests that changed something (POST with or without `_method`). */
export const writes = (server: ReturnType<typeof fakeFetch>) =>
  server.requests.filter((request) => request.method !== 'GET');
