import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import type { DictionarySection as SectionName } from '../../shared/types';
import { keepText } from '../common/keepText';
import { decodeKey, readableKey } from './dictionaryForm';

export interface DictionarySectionProps {
  section: SectionName;
  /** The form's (encoded) keys of this section, in dictionary order. */
  keys: readonly string[];
  /** The Turkish texts by real key, shown under each input of another language. */
  reference?: Readonly<Record<string, string>>;
  /** Lower-case text to look for in keys and texts; non-matching inputs are hidden, not removed. */
  filter: string;
  values: Readonly<Record<string, string>>;
  defaultExpanded?: boolean;
}

/** One dictionary section (navbar, footer, …) as a group of text inputs, one per key. */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function DictionarySection({
  section,
  keys,
  reference,
  filter,
  values,
  defaultExpanded,
}: DictionarySectionProps) {
  const translate = useTranslate();
  // What the text is, in the panel's language; the key itself is for developers and shows beneath.
  const labelOf = (key: string) =>
    translate(`app.languages.keys.${section}.${decodeKey(key)}`, { _: readableKey(decodeKey(key)) });
  const matches = (key: string) =>
    filter === '' ||
    decodeKey(key).toLocaleLowerCase('tr').includes(filter) ||
    labelOf(key).toLocaleLowerCase('tr').includes(filter) ||
    (values[key] ?? '').toLocaleLowerCase('tr').includes(filter) ||
    (reference?.[decodeKey(key)] ?? '').toLocaleLowerCase('tr').includes(filter);
  const visible = keys.filter(matches);
  // Always controlled: MUI keeps an accordion that started uncontrolled so, and a search would not open it.
  const [open, setOpen] = useState(Boolean(defaultExpanded));
  const headingId = `dictionary-${section}`;

  return (
    <Accordion
      expanded={filter !== '' ? visible.length > 0 : open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      variant="outlined"
      sx={{ '&:before': { display: 'none' } }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Typography component="span" sx={{ fontWeight: 700, flex: 1 }}>
          {translate(`app.languages.sections.${section}`)}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ ml: 1, fontFamily: 'monospace' }}
          >
            {section}
          </Typography>
        </Typography>
        <Chip
          size="small"
          label={translate('app.languages.texts_count', { smart_count: keys.length })}
          sx={{ mr: 1 }}
        />
      </AccordionSummary>
      <AccordionDetails
        id={`${headingId}-content`}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}
      >
        {visible.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {translate('app.languages.no_match')}
          </Typography>
        )}
        {keys.map((key) => {
          const turkish = reference?.[decodeKey(key)];
          const long = (values[key] ?? '').length > 80 || (turkish ?? '').length > 80;
          return (
            <Box key={key} hidden={!visible.includes(key)}>
              <TextInput
                source={`page_lang.${section}.${key}`}
                label={labelOf(key)}
                fullWidth
                parse={keepText}
                multiline={long}
                minRows={long ? 2 : undefined}
                helperText={
                  <>
                    {turkish !== undefined && (
                      <Box component="span" sx={{ display: 'block' }}>
                        {translate('app.languages.turkish_reference', { text: turkish })}
                      </Box>
                    )}
                    <Box
                      component="span"
                      sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.7rem', opacity: 0.8 }}
                    >
                      {section}.{decodeKey(key)}
                    </Box>
                  </>
                }
              />
            </Box>
          );
        })}
      </AccordionDetails>
    </Accordion>
  );
}
