import type { AdminNews } from '../../shared/schemas/news';
import { RecordThumb } from '../catalogue/RecordThumb';
import { translatedTitleWithPath } from '../catalogue/TitleWithPath';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentTable } from '../common/ContentTable';
import { exportNews } from './newsCsv';
import { paths } from '../../shared/routes';

const Col = ContentColumn<AdminNews>;

const thumb = (record: AdminNews) => (
  <RecordThumb url={record.image_thumb_url} name={pickText(record.title)} variant="rounded" />
);

function NewsTable() {
  return (
    <ContentTable<AdminNews>
      flag="active"
      phone={{
        leftAvatar: thumb,
        primaryText: (record) => pickText(record.title),
        secondaryText: (record) => formatTurkeyTime(record.published_at),
      }}
      phoneBelow="md"
    >
      <Col label="resources.news.fields.image" render={thumb} />
      <Col source="title" label="resources.news.fields.title" render={translatedTitleWithPath(paths.news)} />
      <Col
        source="published_at"
        label="resources.news.fields.published_at"
        render={(record) => formatTurkeyTime(record.published_at)}
      />
    </ContentTable>
  );
}

/** SPEC §2 pages.news: news items, newest first, searchable, with their status and a trash. */
export function NewsList() {
  return (
    <ContentList
      resource="news"
      title="app.menu.routes.pages.news"
      subtitle="app.news.subtitle"
      searchPlaceholder="app.news.search"
      exporter={exportNews}
      sort={{ field: 'published_at', order: 'DESC' }}
      perPage={20}
    >
      <NewsTable />
    </ContentList>
  );
}
