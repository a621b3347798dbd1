import { formatConsentVersion } from '../../shared/consentNotice';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { panelLanguage } from './csvDownload';
import { type CsvColumn, fieldColumn } from './csvExport';

type VisitorRequest = {
  status: string;
  note: string | null;
  owner_note: string | null;
  created_at: string;
  consent_version: string;
  consent_at: string;
};

/**
 * The columns a visitor request's export ends with (Ön Kayıtlar, Kurumsal Talepler): where it stands in the
 * office's pipeline, both notes, when it came, and the KVKK consent. The status as a word (`<texts>.statuses.*`),
 * dates in Turkish time, the accepted notice by its name and version day rather than its stored id.
 */
export function requestCsvColumns<R extends VisitorRequest>(resource: string, texts: string): CsvColumn<R>[] {
  const column = fieldColumn<VisitorRequest>(resource);
  return [
    column('status', (r) => ({ key: `${texts}.statuses.${r.status}`, fallback: r.status })),
    column('note'),
    column('owner_note'),
    column('created_at', (r) => formatTurkeyTime(r.created_at)),
    column('consent_version', (r) => formatConsentVersion(r.consent_version, panelLanguage())),
    column('consent_at', (r) => formatTurkeyTime(r.consent_at)),
  ];
}
