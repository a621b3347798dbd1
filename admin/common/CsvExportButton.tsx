import { type ReactNode, useContext, useState } from 'react';
import {
  Button,
  type Exporter,
  fetchRelatedRecords,
  FilterButton,
  ListContext,
  type SortPayload,
  TopToolbar,
  useDataProvider,
  useFilterContext,
  useNotify,
} from 'react-admin';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { fetchAllForExport } from './fetchAllForExport';

/**
 * "Dışa Aktar": every record the list's filters select, through the list's `exporter` (a CSV built with
 * ./csvExport.ts). Inside a react-admin <List> it reads the list's resource, filters, sort and exporter, as
 * react-admin's ExportButton does; outside one (the drag-ordered lists) they come as props. Unlike
 * ExportButton it reads every page (./fetchAllForExport.ts), so a long list is not cut at the API's page size.
 */
export function CsvExportButton({
  resource: resourceProp,
  exporter: exporterProp,
  filter: filterProp,
  sort: sortProp,
}: {
  resource?: string;
  exporter?: Exporter;
  filter?: Record<string, unknown>;
  sort?: SortPayload;
}) {
  const list = useContext(ListContext);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const resource = resourceProp ?? list?.resource;
  const exporter = exporterProp ?? list?.exporter;
  if (!resource || !exporter) return null;
  const filter = filterProp ?? { ...list?.filterValues, ...list?.filter };
  const sort = sortProp ?? list?.sort;

  const exportAll = async () => {
    setBusy(true);
    try {
      const records = await fetchAllForExport(dataProvider, resource, { filter, sort });
      await exporter(records, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={() => void exportAll()} disabled={busy || list?.total === 0}>
      <DownloadIcon />
    </Button>
  );
}

/**
 * A list's toolbar: "Filtre Ekle" for the filters the bar does not always show (a phone's, where only the first
 * few stay open), "Dışa Aktar", then the screen's own buttons (e.g. its create button). react-admin's own
 * toolbar has the filter button; one that replaces it without it leaves those filters out of reach.
 * FilterButton shows itself only when there is such a filter, and only inside a list given filters.
 */
export function CsvExportToolbar({ children }: { children?: ReactNode }) {
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      <CsvExportButton />
      {children}
    </TopToolbar>
  );
}
