import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import {
  type TranslateFunction,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../shared/auditLog';
import { type VersionRestoreResult, isVersionResource, versionOf } from '../../shared/versionRestore';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useConfirmedAction } from '../common/useConfirmedAction';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { endpointsOf } from '../dataProvider/resources';
import { entryTime, fieldLabel } from './auditLabels';

/** The API path of a react-admin resource, or undefined for one the data provider does not know. */
function apiPathOf(resource: string): string | undefined {
  try {
    return endpointsOf(resource).path;
  } catch {
    return undefined;
  }
}

/** A kept file by its field's name: `image_path` "Görsel", a content block's `data.items[0].file_img` too. */
const fileName = (field: string, translate: TranslateFunction) =>
  fieldLabel(
    field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .at(-1) ?? field,
    translate,
  );

/** The notification after a restore, in the panel's language: what happened and what stayed as it was. */
function doneText(result: VersionRestoreResult | undefined, time: string, translate: TranslateFunction) {
  const parts = [translate('app.auditLog.restore.done', { time })];
  if (!result) return parts[0];
  if (result.kept_files.length > 0) {
    const fields = [...new Set(result.kept_files.map((field) => fileName(field, translate)))].join(', ');
    parts.push(translate('app.auditLog.restore.kept_files', { fields }));
  }
  if (result.kept_sessions.length > 0) {
    parts.push(translate('app.auditLog.restore.kept_sessions', { smart_count: result.kept_sessions.length }));
  }
  if (result.dropped_instructors.length > 0) {
    parts.push(
      translate('app.auditLog.restore.dropped_instructors', {
        smart_count: result.dropped_instructors.length,
      }),
    );
  }
  return parts.join(' ');
}

/**
 * "Bu sürüme dön" on one entry of a record's history (issue 28): asks first, naming when and by whom that
 * version was saved; then the server writes the record back through its own update (a new version itself)
 * and the screen reads it again, so the form shows the restored values. Shown only for an entry that holds
 * the record's state, of a resource that can go back to one (shared/versionRestore.ts).
 */
export function RestoreVersionButton({ entry, resource }: { entry: AuditEntry; resource: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const time = entryTime(entry.created_at, locale);
  const { pending, ask, dialog } = useConfirmedAction(async () => {
    const { data } = await dataProvider.restoreVersion(resource, entry.id);
    const text = doneText(data, time, translate);
    // Already worded: `_` keeps react-admin from looking the sentence up as a message key.
    notify(text, { type: 'success', multiLine: true });
    refresh();
  });
  const path = apiPathOf(resource);
  if (!path || !isVersionResource(path) || path !== entry.resource || !versionOf(entry)) return null;

  return (
    <>
      <Button size="small" startIcon={<RestoreIcon />} disabled={pending} onClick={ask}>
        {translate('app.auditLog.restore.button')}
      </Button>
      <ConfirmDialog
        {...dialog}
        destructive={false}
        title="app.auditLog.restore.title"
        content="app.auditLog.restore.content"
        confirm="app.auditLog.restore.confirm"
        detail={translate('app.auditLog.restore.version', { time, user: entry.user_name || '—' })}
      />
    </>
  );
}
