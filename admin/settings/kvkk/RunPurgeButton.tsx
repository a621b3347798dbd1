import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RetentionPreviewItem, RetentionRunItem } from '../../../shared/schemas/kvkkSettings';
import { formatDateTime } from '../../../shared/relativeTime';
import { ListConfirmDialog } from '../../common/ListConfirmDialog';
import { useFailureText } from '../../common/notifications';
import type { AppDataProvider } from '../../dataProvider/dataProvider';

/** The period a purge ran (or would run) with, in words: "24 ay", "30 gün". */
export function usePeriodText() {
  const translate = useTranslate();
  return (period: number, unit: 'months' | 'days') =>
    translate(unit === 'days' ? 'app.settings.kvkk_days' : 'app.settings.kvkk_months', {
      smart_count: period,
    });
}

/**
 * "Şimdi çalıştır": the daily retention purge, run at once. It first asks the server what a run would
 * purge (GET /settings/kvkk/purge-preview, a dry run that deletes nothing) and shows it; only a confirm
 * runs it (POST /settings/kvkk/purge), after which the log below is read again.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function RunPurgeButton({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failureText = useFailureText();
  const provider = useDataProvider<AppDataProvider>();
  const periodText = usePeriodText();
  const [preview, setPreview] = useState<RetentionPreviewItem[]>();
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      const { data } = await provider.call<{ items: RetentionPreviewItem[] }>(
        'GET',
        'settings/kvkk/purge-preview',
      );
      setPreview(data?.items ?? []);
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const run = async () => {
    setBusy(true);
    try {
      const { message, data } = await provider.call<{ items: RetentionRunItem[] }>(
        'POST',
        'settings/kvkk/purge',
      );
      const count = (data?.items ?? []).reduce((sum, item) => sum + item.count, 0);
      const done = message ? translate(message) : translate('app.notification.success');
      // Already in words: passed as its own default, react-admin shows it as it is instead of looking it up.
      const text = `${done} · ${translate('app.settings.kvkk_run_done', { smart_count: count })}`;
      notify(text, { type: 'success' });
      setPreview(undefined);
      onDone();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const due = (preview ?? []).filter((item) => item.count > 0);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<CleaningServicesIcon />}
        onClick={() => void ask()}
        disabled={busy}
      >
        {translate('app.settings.kvkk_run')}
      </Button>
      <ListConfirmDialog
        open={preview !== undefined}
        busy={busy}
        title={translate('app.settings.kvkk_run_title')}
        intro={
          preview?.length === 0
            ? translate('app.settings.kvkk_run_no_period')
            : due.length === 0
              ? translate('app.settings.kvkk_run_nothing')
              : translate('app.settings.kvkk_run_preview')
        }
        items={due.map((item) => ({
          key: item.kind,
          text: translate('app.settings.kvkk_run_item', {
            kind: translate(`app.settings.kvkk_kinds.${item.kind}`),
            smart_count: item.count,
            period: periodText(item.period, item.unit),
            cutoff: formatDateTime(new Date(item.cutoff)),
          }),
        }))}
        confirmLabel={translate('app.settings.kvkk_run_confirm')}
        confirmColor="warning"
        confirmIcon={<CleaningServicesIcon />}
        confirmDisabled={due.length === 0}
        onConfirm={() => void run()}
        onCancel={() => setPreview(undefined)}
      />
    </>
  );
}
