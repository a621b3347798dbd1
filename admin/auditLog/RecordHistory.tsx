import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Collapse,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import {
  CreateContext,
  EditContext,
  type Identifier,
  useDataProvider,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../shared/auditLog';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { actionLabel, entryTime, summaryText } from './auditLabels';
import { AuditDiffView } from './AuditDiffView';
import { changedFieldsText } from './auditEntryText';
import { RestoreVersionButton } from './RestoreVersionButton';

function HistoryEntry({ entry, resource }: { entry: AuditEntry; resource: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const changed = changedFieldsText(entry, translate);
  return (
    <>
      <ListItem disablePadding divider>
        <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
          <ListItemText
            primary={`${entryTime(entry.created_at, locale)} · ${entry.user_name || '—'} · ${actionLabel(entry.action, translate)}`}
            secondary={
              changed
                ? translate('app.auditLog.history.changed', { fields: changed })
                : summaryText(entry.summary, translate) || undefined
            }
          />
        </ListItemButton>
      </ListItem>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 2, pb: 2 }}>
          <AuditDiffView before={entry.before} after={entry.after} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
            <RestoreVersionButton entry={entry} resource={resource} />
          </Box>
        </Box>
      </Collapse>
    </>
  );
}

function HistoryEntries({ resource, id }: { resource: string; id: Identifier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({
    queryKey: [resource, 'recordHistory', String(id), page],
    queryFn: () => dataProvider.recordHistory(resource, id, page),
    retry: false,
  });
  if (isPending) return <LinearProgress />;
  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.auditLog.history.failed')}
      </Typography>
    );
  }
  if (data.items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.auditLog.history.empty')}
      </Typography>
    );
  }
  return (
    <>
      <List dense disablePadding>
        {data.items.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} resource={resource} />
        ))}
      </List>
      {data.last_page > 1 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('app.auditLog.history.newer')}
          </Button>
          <Typography variant="caption">
            {page} / {data.last_page}
          </Typography>
          <Button size="small" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
            {translate('app.auditLog.history.older')}
          </Button>
        </Box>
      )}
    </>
  );
}

/**
 * Kayıt Geçmişi under an edit form: who changed this record, when and what, newest first; an entry opens
 * its fields before and after, and "Bu sürüme dön" where the entry holds a version. Closed at first and
 * read only when opened, so a form costs no request for it. Shown for a saved record: on an edit screen, or
 * under a form given one (AdminForms.tsx puts it under every form); never on a create form.
 */
export function RecordHistory({ recordId }: { recordId?: Identifier }) {
  const edit = useContext(EditContext);
  const create = useContext(CreateContext);
  const resource = useResourceContext();
  const translate = useTranslate();
  const [opened, setOpened] = useState(false);
  const id = edit?.record?.id ?? recordId;
  if (create || !resource || id === undefined || id === null || id === '') return null;
  return (
    <Accordion
      disableGutters
      elevation={0}
      onChange={(_event, expanded) => expanded && setOpened(true)}
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="record-history"
        id="record-history-header"
      >
        <Typography variant="subtitle1">{translate('app.auditLog.history.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="record-history">
        {opened && <HistoryEntries resource={resource} id={id} />}
      </AccordionDetails>
    </Accordion>
  );
}
