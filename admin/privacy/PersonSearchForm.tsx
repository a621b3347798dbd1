import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PersonQuery } from './personalDataTypes';

export interface PersonSearchFields extends PersonQuery {
  reference: string;
}

/**
 * Whom to look for (e-mail and/or phone) and the office's own note of the request, kept with the request
 * record. The server checks the fields; its per-field errors show under them.
 */
export function PersonSearchForm({
  value,
  onChange,
  onSearch,
  errors,
  searching,
}: {
  value: PersonSearchFields;
  onChange: (value: PersonSearchFields) => void;
  onSearch: () => void;
  errors: Partial<Record<keyof PersonSearchFields, string>>;
  searching: boolean;
}) {
  const translate = useTranslate();
  const headingId = 'personal-data-search-heading';
  const field = (name: keyof PersonSearchFields) => ({
    name,
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
    error: Boolean(errors[name]),
    // A server's Turkish refusal is looked up as a key first, so the English panel shows its English.
    helperText: errors[name] ? translate(errors[name]) : undefined,
    label: translate(`app.personalData.${name}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          {translate('app.personalData.search_heading')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TextField {...field('email')} type="email" autoComplete="off" />
            <TextField {...field('phone')} type="tel" autoComplete="off" />
            <TextField
              {...field('reference')}
              helperText={
                errors.reference ? translate(errors.reference) : translate('app.personalData.reference_hint')
              }
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ gridColumn: { md: '1 / -1' } }}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={searching}
            sx={{ mt: 2 }}
          >
            {translate('app.personalData.search')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
