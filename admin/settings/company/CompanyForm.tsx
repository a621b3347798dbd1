import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TextInput } from '../../common/SchemaInputs';
import { companyConfigSchema } from '../../../shared/schemas/companyConfig';
import { TranslatedInput } from '../../common/TranslatedInput';
import { yupValidate } from '../../common/yupValidate';
import { SingletonForm } from '../site/SingletonForm';
import { ColorInput } from './ColorInput';
import { LogoPathInput } from './LogoPathInput';

const validate = yupValidate(companyConfigSchema);
const field = (name: string) => `resources.settings/company.fields.${name}`;

function Group({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** GET/PUT /api/admin/settings/company: logos, colours, names and the company's web address. */
export function CompanyForm() {
  const translate = useTranslate();
  return (
    <SingletonForm resource="settings/company" validate={validate}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.settings.company_intro')}
      </Typography>
      <Group title="app.settings.logos">
        <LogoPathInput source="main_logo_path" label={field('main_logo_path')} />
        <LogoPathInput source="second_logo_path" label={field('second_logo_path')} />
        <LogoPathInput source="fav_ico_logo_path" label={field('fav_ico_logo_path')} />
      </Group>
      <Group title="app.settings.colors">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <ColorInput source="main_color" label={field('main_color')} />
          <ColorInput source="second_color" label={field('second_color')} />
        </Box>
      </Group>
      <Group title="app.settings.names">
        <TextInput source="project_company_name" fullWidth />
        <TranslatedInput source="company_name" label={field('company_name')} />
        <TextInput source="project_company_url" type="url" fullWidth />
      </Group>
    </SingletonForm>
  );
}
