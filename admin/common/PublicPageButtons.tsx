import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  Button,
  type RaRecord,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { isPreviewResource, previewPages } from '../../shared/preview';
import { type Publishable, publishStatusOf } from '../../shared/publishStatus';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useFeedback } from './notifications';
import { PublishStatusChip } from './PublishStatusChip';

type PublicRecord = RaRecord & Publishable & { seo_name?: string };

/** Where the public site is: asked once per session (the back office runs on an origin of its own). */
function usePublicOrigin(): string | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['publicOrigin'],
    queryFn: () => dataProvider.publicOrigin(),
    staleTime: Infinity,
    retry: false,
  });
  return data;
}

/**
 * The saved record's status and its public page, for the edit screens of courses, news and instructors
 * (issue 28): "Önizle" opens a signed preview address (the page as visitors will see it, draft or not) and
 * "Sitede Gör", shown only while the record is on the site, its public address; both in a new tab.
 */
export function PublicPageButtons() {
  const record = useRecordContext<PublicRecord>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const feedback = useFeedback();
  const origin = usePublicOrigin();
  const [opening, setOpening] = useState(false);
  if (!record?.id || !record.seo_name || !isPreviewResource(resource)) return null;

  // Without the origin yet, the address on this origin: the server sends a public page asked here there.
  const address = `${origin ?? ''}${previewPages[resource].path(record.seo_name)}`;
  const openPreview = async () => {
    // The tab is opened within the click: one opened once the address has come would be a blocked pop-up.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const { url } = await dataProvider.previewAddress(resource, record.id);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      feedback.failure(error);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <PublishStatusChip record={record} />
      <Button label="app.public_page.preview" onClick={openPreview} disabled={opening}>
        <VisibilityIcon />
      </Button>
      {publishStatusOf(record) === 'published' && (
        <Button
          component="a"
          label="app.common.view_on_site"
          href={address}
          target="_blank"
          rel="noopener noreferrer"
        >
          <OpenInNewIcon />
        </Button>
      )}
    </Stack>
  );
}

/** An edit screen's actions with the public page's buttons first, then the screen's own (`children`). */
export function PublicPageActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      <PublicPageButtons />
      {children}
    </TopToolbar>
  );
}
