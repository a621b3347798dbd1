import { formatConsentVersion } from '../../shared/consentNotice';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { panelCsv, panelLanguage } from '../common/csvDownload';
import { type CsvColumn, yesNo } from '../common/csvExport';
import type { InboxResource } from '../layout/useUnreadCount';
import type { InboxItem } from './inboxTypes';

/*
 * The inboxes' exports, in the panel's language (headers and words; the messages as they were written):
 * who wrote, how to reach them, what about, the message, when (Turkish time), whether it was read, and their
 * KVKK consent (when, and the notice by its name and version day; empty before consent was asked). An
 * application's CV stays out: it is a file, downloaded from the item's page.
 */
const column = (header: CsvColumn<InboxItem>['header'], value: CsvColumn<InboxItem>['value']) => ({
  header,
  value,
});

const columnsOf = (resource: InboxResource): CsvColumn<InboxItem>[] => {
  const field = (name: string) => `resources.${resource}.fields.${name}`;
  return [
    column(field('name'), (r) => r.name),
    column(field('email'), (r) => r.email),
    column(field('phone'), (r) => r.phone),
    resource === 'contact'
      ? column(field('subject'), (r) => r.subject)
      : column(field('position'), (r) => r.position),
    column(field('message'), (r) => r.message),
    column([field('created_at'), 'app.csv.istanbul'], (r) => formatTurkeyTime(r.created_at)),
    column('app.inbox.read', (r) => yesNo(r.check === 1)),
    column(['app.inbox.consent', 'app.csv.istanbul'], (r) => formatTurkeyTime(r.consent_at)),
    column('app.inbox.consent_version', (r) => formatConsentVersion(r.consent_version, panelLanguage())),
  ];
};

export const inboxCsv = (resource: InboxResource, records: readonly InboxItem[]) =>
  panelCsv(records, columnsOf(resource));

/** The file's name: the inbox and today's Turkish date (`iletisim-2026-11-23.csv`). */
export const inboxCsvBase = (resource: InboxResource) =>
  resource === 'contact' ? 'iletisim-mesajlari' : 'is-basvurulari';
