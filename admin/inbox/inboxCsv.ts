import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { type CsvColumn, toCsv, yesNo } from '../common/csvExport';
import type { InboxResource } from '../layout/useUnreadCount';
import type { InboxItem } from './inboxTypes';
import { inboxMessages } from './messages';

/*
 * The inboxes' exports, in Turkish whatever the panel's language (they go to colleagues' Excel): who wrote,
 * how to reach them, what about, the message, when (Turkish time) and whether it was read. An application's
 * CV stays out: it is a file, downloaded from the item's page.
 */
const fields = inboxMessages.tr.resources.contact.fields;
const texts = inboxMessages.tr.app.inbox;

const column = (header: string, value: CsvColumn<InboxItem>['value']): CsvColumn<InboxItem> => ({
  header,
  value,
});

const columnsOf = (resource: InboxResource): CsvColumn<InboxItem>[] => [
  column(fields.name, (r) => r.name),
  column(fields.email, (r) => r.email),
  column(fields.phone, (r) => r.phone),
  resource === 'contact'
    ? column(fields.subject, (r) => r.subject)
    : column(fields.position, (r) => r.position),
  column(fields.message, (r) => r.message),
  column(`${fields.created_at} (İstanbul)`, (r) => formatTurkeyTime(r.created_at)),
  column(texts.read, (r) => yesNo(r.check === 1)),
];

export const inboxCsv = (resource: InboxResource, records: readonly InboxItem[]) =>
  toCsv(records, columnsOf(resource));

/** The file's name: the inbox and today's Turkish date (`iletisim-2026-11-23.csv`). */
export const inboxCsvBase = (resource: InboxResource) =>
  resource === 'contact' ? 'iletisim-mesajlari' : 'is-basvurulari';
