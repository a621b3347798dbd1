import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { composeTitle } from '../../shared/pageTitle';
import { cutForPreview, metaLengths, routePaths } from './pageMetaInfo';

function breadcrumb(siteUrl: string, path: string): string {
  let host = siteUrl;
  try {
    host = new URL(siteUrl).host;
  } catch {
    /* not a full address: shown as it is */
  }
  const segments = path.split('/').filter(Boolean);
  return [host, ...segments].join(' › ');
}

/** How the page may look in a Google result: site, address, the title as the site composes it, description. */
export function SearchPreview({
  routeName,
  lang,
  companyName,
  siteUrl,
}: {
  routeName: string;
  lang: string;
  companyName: string;
  siteUrl: string;
}) {
  const translate = useTranslate();
  const title = useWatch({ name: `title.${lang}` }) as string | null | undefined;
  const description = useWatch({ name: `description.${lang}` }) as string | null | undefined;
  const fullTitle = composeTitle(title, companyName);
  const text = description?.trim() ?? '';
  return (
    <Box
      component="figure"
      aria-label={translate('app.page_meta.preview')}
      sx={{
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: '#fff',
        fontFamily: 'Arial, Helvetica, sans-serif',
        maxWidth: 652,
      }}
    >
      <Typography
        component="figcaption"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {translate('app.page_meta.preview')}
      </Typography>
      <Box sx={{ fontSize: 14, color: '#202124', lineHeight: 1.4 }}>{companyName}</Box>
      <Box sx={{ fontSize: 12, color: '#4d5156', lineHeight: 1.4, mb: 0.5, overflowWrap: 'anywhere' }}>
        {breadcrumb(siteUrl, routePaths[routeName] ?? '/')}
      </Box>
      <Box
        data-testid="preview-title"
        sx={{ fontSize: 20, color: '#1a0dab', lineHeight: 1.3, mb: 0.5, overflowWrap: 'anywhere' }}
      >
        {cutForPreview(fullTitle, metaLengths.title.recommended)}
      </Box>
      <Box
        sx={{ fontSize: 14, color: text ? '#4d5156' : '#70757a', lineHeight: 1.58, overflowWrap: 'anywhere' }}
      >
        {text
          ? cutForPreview(text, metaLengths.description.recommended)
          : translate('app.page_meta.preview_empty')}
      </Box>
    </Box>
  );
}
