import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { personalDataExportSchema } from '../../shared/personalData';
import { HeadedScreen } from '../catalogue/ScreenHeader';
import { fieldErrorsOf, useFailureText } from '../common/notifications';
import { yupValidate } from '../common/yupValidate';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { downloadExport } from './downloadExport';
import { EraseDialog } from './EraseDialog';
import { FoundGroups } from './FoundGroups';
import { type PersonSearchFields, PersonSearchForm } from './PersonSearchForm';
import { erasePersonalData, personalDataRequests, searchPersonalData } from './personalDataApi';
import type { PersonalDataFound, PersonalDataRequest, PersonQuery } from './personalDataTypes';
import { RequestLog, tableNamesOf } from './RequestLog';

type FieldErrors = Partial<Record<keyof PersonSearchFields, string>>;

const emptyFields: PersonSearchFields = { email: '', phone: '', reference: '' };

/** The server's own rules (e-mail or phone, a valid address, 7 digits, the note's length), checked first. */
const validate = yupValidate(personalDataExportSchema);

/**
 * Kişisel Veri Talepleri (issue 29, KVKK article 11): the office searches a person by e-mail and/or phone
 * across every table that holds personal data, exports what was found as a ZIP or erases it everywhere, and
 * sees the requests answered so far. Export and erase act on the person last searched, never on what was
 * typed since, so the counts the office saw are the ones acted on.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function PersonalDataPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const failureText = useFailureText();
  const provider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'tr';

  const [fields, setFields] = useState<PersonSearchFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [searched, setSearched] = useState<PersonQuery>();
  const [found, setFound] = useState<PersonalDataFound>();
  const [busy, setBusy] = useState<'search' | 'export' | 'erase'>();
  const [eraseOpen, setEraseOpen] = useState(false);
  const [requests, setRequests] = useState<PersonalDataRequest[]>();
  const [requestsFailed, setRequestsFailed] = useState(false);

  const loadRequests = useCallback(async () => {
    try {
      setRequests(await personalDataRequests(provider));
      setRequestsFailed(false);
    } catch {
      setRequestsFailed(true);
    }
  }, [provider]);
  useEffect(() => void loadRequests(), [loadRequests]);

  /** A refusal with per-field errors shows under the fields; anything else as a notification. */
  const fail = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors) setErrors(fieldErrors);
    else notify(failureText(error), { type: 'error' });
  };

  /** Runs one of the screen's requests: its button waits until it ends, a failure shows (fail). */
  const busyWith = async (kind: 'search' | 'export', request: () => Promise<void>) => {
    setBusy(kind);
    try {
      await request();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(undefined);
    }
  };

  const search = async (person: PersonQuery = fields) => {
    const invalid = (await validate({ ...fields, ...person })) as FieldErrors;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    await busyWith('search', async () => {
      setFound(await searchPersonalData(provider, person));
      setSearched({ email: person.email, phone: person.phone });
    });
  };

  const exportZip = async () => {
    if (!searched) return;
    setErrors({});
    await busyWith('export', async () => {
      await downloadExport(searched, fields.reference);
      notify('app.personalData.exported', { type: 'success' });
      await loadRequests();
    });
  };

  const erase = async () => {
    if (!searched) return;
    setBusy('erase');
    setErrors({});
    try {
      const { message, data } = await erasePersonalData(provider, searched, fields.reference);
      setEraseOpen(false);
      const total = Object.values(data?.counts ?? {}).reduce((sum, count) => sum + count, 0);
      const done = message ? translate(message) : translate('app.notification.deleted');
      notify(`${done} · ${translate('app.personalData.erased_summary', { smart_count: total })}`, {
        type: 'success',
      });
      setBusy(undefined);
      // Searched again, so the screen shows what is left: nothing.
      await Promise.all([search(searched), loadRequests()]);
    } catch (error) {
      setEraseOpen(false);
      fail(error);
      setBusy(undefined);
    }
  };

  const total = found?.groups.reduce((sum, group) => sum + group.count, 0) ?? 0;
  const person = [searched?.email, searched?.phone].filter(Boolean).join(' · ');
  const resultsId = 'personal-data-results-heading';

  return (
    <HeadedScreen title="app.menu.routes.personalData" subtitle="app.personalData.subtitle">
      <PersonSearchForm
        value={fields}
        onChange={setFields}
        onSearch={() => void search()}
        errors={errors}
        searching={busy === 'search'}
      />
      {found && searched && (
        <Card component="section" aria-labelledby={resultsId} sx={{ mt: 2 }}>
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
            >
              <Box>
                <Typography id={resultsId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {translate('app.personalData.results_heading')}
                </Typography>
                <Typography color="text.secondary" aria-live="polite">
                  {total > 0
                    ? translate('app.personalData.results_for', { smart_count: total, person })
                    : translate('app.personalData.nothing_found')}
                  {found.files > 0 &&
                    ` · ${translate('app.personalData.files', { smart_count: found.files })}`}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  onClick={() => void exportZip()}
                  disabled={busy !== undefined || total === 0}
                >
                  {translate('app.personalData.export')}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  startIcon={<DeleteForeverIcon />}
                  onClick={() => setEraseOpen(true)}
                  disabled={busy !== undefined || total === 0}
                >
                  {translate('app.personalData.erase')}
                </Button>
              </Stack>
            </Stack>
            <FoundGroups groups={found.groups} />
            {found.outsideDatabase.length > 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                <strong>{translate('app.personalData.outside_database')}:</strong>{' '}
                {found.outsideDatabase.map((note) => note[lang]).join(' ')}
              </Alert>
            )}
          </CardContent>
        </Card>
      )}
      <EraseDialog
        open={eraseOpen}
        groups={found?.groups ?? []}
        files={found?.files ?? 0}
        erasing={busy === 'erase'}
        onConfirm={() => void erase()}
        onClose={() => setEraseOpen(false)}
      />
      <RequestLog
        requests={requests}
        failed={requestsFailed}
        onRetry={loadRequests}
        tableNames={tableNamesOf(found?.groups, lang, (table) =>
          translate(`app.personalData.tables.${table}`, { _: table }),
        )}
      />
    </HeadedScreen>
  );
}
