import { Box, Typography } from '@mui/material';
import { NumberInput, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import {
  kvkkSettingsSchema,
  maxRetentionDays,
  maxRetentionMonths,
} from '../../../shared/schemas/kvkkSettings';
import type { Translated } from '../../../shared/types';
import { yupValidate } from '../../common/yupValidate';
import { SingletonForm } from '../site/SingletonForm';

const validate = yupValidate(kvkkSettingsSchema);
const field = (name: string) => `resources.settings/kvkk.fields.${name}`;

interface ContractOption {
  id: number;
  name: Translated;
  seo_name: string;
}

/** A contract as the select lists it: its Turkish name and address, which the public link uses. */
const contractLabel = (contract: ContractOption) =>
  `${contract.name?.tr || contract.seo_name} (/sozlesme/${contract.seo_name})`;

/**
 * GET/PUT /api/admin/settings/kvkk: which contract is the KVKK notice the public forms link, and how long the
 * daily job keeps each kind of personal record: applications (with their CVs), contact messages and
 * pre-registrations (from the session's date) in months, sent e-mails' contents in days, the personal fields
 * of the audit log's copies in months.
 */
export function KvkkForm() {
  const translate = useTranslate();
  const months = { min: 0, max: maxRetentionMonths, step: 1 };
  const days = { min: 0, max: maxRetentionDays, step: 1 };
  return (
    <SingletonForm resource="settings/kvkk" validate={validate} intro="app.settings.kvkk_intro">
      <ReferenceInput source="notice_contract_id" reference="contracts" perPage={100}>
        <SelectInput
          label={field('notice_contract_id')}
          optionText={contractLabel}
          helperText="app.settings.kvkk_notice_hint"
          fullWidth
        />
      </ReferenceInput>
      <Box component="section" sx={{ width: '100%', mt: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('app.settings.kvkk_retention')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.kvkk_retention_hint')} {translate('app.settings.kvkk_retention_more_hint')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0, md: 2 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <NumberInput
            source="application_retention_months"
            label={field('application_retention_months')}
            {...months}
          />
          <NumberInput
            source="contact_retention_months"
            label={field('contact_retention_months')}
            {...months}
          />
          <NumberInput
            source="pre_registration_retention_months"
            label={field('pre_registration_retention_months')}
            helperText="app.settings.kvkk_from_session"
            {...months}
          />
          <NumberInput source="outbox_retention_days" label={field('outbox_retention_days')} {...days} />
          <NumberInput
            source="audit_personal_retention_months"
            label={field('audit_personal_retention_months')}
            {...months}
          />
        </Box>
      </Box>
    </SingletonForm>
  );
}
