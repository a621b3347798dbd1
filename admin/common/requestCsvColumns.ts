import { formatConsentVersion } from '../../shared/consentNotice';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { panelLanguage } from './csvDownload';
import type { CsvColumn } from './csvExport';

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
  const field = (name: string) => `resources.${resource}.fields.${name}`;
  return [
    { header: field('status'), value: (r) => ({ key: `${texts}.statuses.${r.status}`, fallback: r.status }) },
    { header: field('note'), value: (r) => r.note },
    { header: field('owner_note'), value: (r) => r.owner_note },
    { header: field('created_at'), value: (r) => formatTurkeyTime(r.created_at) },
    {
      header: field('consent_version'),
      value: (r) => formatConsentVersion(r.consent_version, panelLanguage()),
    },
    { header: field('consent_at'), value: (r) => formatTurkeyTime(r.consent_at) },
  ];
}
