import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Paper,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/relativeTime';
import type { FoundGroup, FoundItem } from './personalDataTypes';

/** A stored value as text: JSON for lists and objects, nothing shown as a dash. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One record: its readable line and date; its fields open on demand (they can be long: a message, a diff). */
function FoundRecord({ item }: { item: FoundItem }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const date = item.created_at ? new Date(item.created_at) : undefined;
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.summary}</Typography>
        {date && !Number.isNaN(date.getTime()) && (
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(date)}
          </Typography>
        )}
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={fieldsId}
          sx={{ ml: 'auto' }}
        >
          {translate(open ? 'app.personalData.details_hide' : 'app.personalData.details_show')}
        </Button>
      </Box>
      {open && (
        <Box
          id={fieldsId}
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mt: 1,
            '& dt': { color: 'text.secondary', fontFamily: 'monospace', fontSize: 13 },
            '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', mb: { xs: 1, sm: 0 } },
          }}
        >
          {Object.entries(item.fields).map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{valueText(value) || translate('app.personalData.empty_value')}</dd>
            </Box>
          ))}
        </Box>
      )}
    </ListItem>
  );
}

/**
 * What was found, table by table, every table of the registry listed (the office sees what was searched):
 * the ones holding something open with their records, the empty ones say so.
 */
export function FoundGroups({ groups }: { groups: FoundGroup[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'tr';
  const heading = (group: FoundGroup) => (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, mr: 1 }}>
        {group.label[lang]}
      </Typography>
      <Chip
        size="small"
        color={group.count > 0 ? 'primary' : 'default'}
        variant={group.count > 0 ? 'filled' : 'outlined'}
        label={
          group.count > 0
            ? translate('app.personalData.count', { smart_count: group.count })
            : translate('app.personalData.none')
        }
      />
    </>
  );
  return (
    <Box>
      {groups.map((group) =>
        group.count > 0 ? (
          <Accordion key={group.table} disableGutters defaultExpanded data-table={group.table}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{heading(group)}</AccordionSummary>
            <AccordionDetails>
              <List dense disablePadding>
                {group.items.map((item) => (
                  <FoundRecord key={`${group.table}-${item.id}`} item={item} />
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ) : (
          // Nothing to open: a plain row, so it reads as "searched, none" rather than a disabled control.
          <Paper
            key={group.table}
            square
            data-table={group.table}
            sx={{
              display: 'flex',
              alignItems: 'center',
              px: 2,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {heading(group)}
          </Paper>
        ),
      )}
    </Box>
  );
}
