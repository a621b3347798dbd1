import { Typography } from '@mui/material';
import { Datagrid, List, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { useIsSmall } from '../common/useIsSmall';
import { type PageMetaRecord, routePaths } from './pageMetaInfo';
import { ListScreen } from '../common/ListScreen';
import { ListLoadError } from '../common/EmptyListMessage';

function RouteField(_props: { label?: string }) {
  const record = useRecordContext<PageMetaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(`app.page_meta.routes.${record.route_name}`, { _: record.route_name })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {routePaths[record.route_name] ?? record.route_name}
      </Typography>
    </>
  );
}

function MetaText({ source }: { source: 'title' | 'description'; label?: string }) {
  const record = useRecordContext<PageMetaRecord>();
  const translate = useTranslate();
  const text = record?.[source]?.tr;
  if (!text) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate('app.page_meta.not_set')}
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        maxWidth: 520,
      }}
    >
      {text}
    </Typography>
  );
}

/** Every public route with its Turkish title and description; a row opens all languages. */
export function PageMetaList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <ListScreen subtitle="app.page_meta.subtitle">
      <List
        title={false}
        pagination={false}
        perPage={1000}
        actions={false}
        empty={false}
        error={<ListLoadError />}
      >
        {isSmall ? (
          <SimpleList<PageMetaRecord>
            primaryText={(record) =>
              translate(`app.page_meta.routes.${record.route_name}`, { _: record.route_name })
            }
            secondaryText={(record) => record.title?.tr || translate('app.page_meta.not_set')}
            tertiaryText={(record) => routePaths[record.route_name] ?? ''}
            rowClick="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <RouteField label="resources.page-meta.fields.route_name" />
            <MetaText source="title" label="resources.page-meta.fields.title" />
            <MetaText source="description" label="resources.page-meta.fields.description" />
          </Datagrid>
        )}
      </List>
    </ListScreen>
  );
}
