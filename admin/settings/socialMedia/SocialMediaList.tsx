import { Box, Link, Typography } from '@mui/material';
import { OrderedListPage } from '../OrderedListPage';
import type { SocialMediaRecord } from './socialMediaTypes';

/** The social links of the contact window and the footer, in the order the site shows them. */
export function SocialMediaList() {
  return (
    <OrderedListPage<SocialMediaRecord>
      title="app.menu.routes.settings.socialMedia"
      intro="app.settings.social_intro"
      createLabel="app.settings.social_create"
      renderItem={(record) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {record.name}
          </Typography>
          <Link
            href={record.uri}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {record.uri}
          </Link>
        </Box>
      )}
    />
  );
}
