import { Box, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { scrollingTabsProps } from '../../common/narrowScreens';
import { useActiveLanguages } from '../../common/useActiveLanguages';
import { OrderedListPage } from '../OrderedListPage';
import type { ContactInformationRecord } from './contactInformationTypes';

function Item({ record }: { record: ContactInformationRecord }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 0.5, sm: 1.5 },
        minWidth: 0,
      }}
    >
      <Chip
        size="small"
        label={translate(`app.settings.sections.${record.section}`)}
        sx={{ width: { sm: 136 }, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, flex: 1, maxWidth: '100%' }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {record.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap title={record.content}>
          {record.content}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Phones, e-mails, addresses, hours and map links, one language at a time (the site shows a visitor the
 * items of their language, in this order).
 */
export function ContactInformationList() {
  const translate = useTranslate();
  const languages = useActiveLanguages();
  const [lang, setLang] = useState(languages[0].abbr);
  const current = languages.some((language) => language.abbr === lang) ? lang : languages[0].abbr;
  return (
    <OrderedListPage<ContactInformationRecord>
      title="app.menu.routes.settings.contactInfo"
      intro="app.settings.contact_intro"
      createLabel="app.settings.contact_create"
      renderItem={(record) => <Item record={record} />}
      filter={{ lang: current }}
      above={
        <Tabs
          value={current}
          onChange={(_event, value: string) => setLang(value)}
          aria-label={translate('resources.settings/contact-information.fields.lang')}
          // A tab a language: as many as the office adds.
          {...scrollingTabsProps}
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
        >
          {languages.map((language) => (
            <Tab key={language.abbr} value={language.abbr} label={language.lang} sx={{ minHeight: 40 }} />
          ))}
        </Tabs>
      }
    />
  );
}
