import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatConsentVersion } from '../../shared/consentNotice';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { DetailList, EmailAndPhone } from '../common/DetailList';
import { ReplyButtons } from '../common/ReplyButtons';
import type { PreRegistrationRecord } from './preRegistrationTypes';
import { StatusChip } from './StatusChip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What the visitor sent, read-only: who, which session, and their KVKK consent (the notice's version and
 * when). Everything shown as text: React escapes it, nothing a visitor typed becomes markup.
 */
export function PreRegistrationDetails() {
  const record = useRecordContext<PreRegistrationRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const field = (name: keyof PreRegistrationRecord) =>
    translate(`resources.pre-registrations.fields.${name}`);
  const dash = '—';
  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%', mb: 3 }}>
      <Box>
        {/* The title as stored, in Turkish: upper-cased (overline) with Turkish rules in the English panel too,
            "EĞİTİM", not "EĞITIM" (issue 30). */}
        <Typography variant="overline" color="text.secondary" lang="tr">
          {record.course_title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {record.name}
          </Typography>
          <StatusChip />
        </Stack>
      </Box>

      <Section title={translate('app.preRegistrations.visitor')}>
        <DetailList>
          <EmailAndPhone resource="pre-registrations" email={record.email} phone={record.phone} />
          <dt>{field('company')}</dt>
          <dd>{record.company || dash}</dd>
          <dt>{field('participants')}</dt>
          <dd>{record.participants}</dd>
          <dt>{field('note')}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>
            {record.note || translate('app.preRegistrations.no_note')}
          </dd>
          <dt>{field('created_at')}</dt>
          <dd>{formatTurkeyTime(record.created_at)}</dd>
        </DetailList>
        <ReplyButtons
          email={record.email}
          phone={record.phone}
          replyLabel={translate('app.preRegistrations.reply')}
          callLabel={translate('app.preRegistrations.call')}
        />
      </Section>

      <Section title={translate('app.preRegistrations.session')}>
        <DetailList>
          <dt>{field('course_title')}</dt>
          <dd>{record.course_title}</dd>
          <dt>{field('session_starts_at')}</dt>
          <dd>{formatTurkeyTime(record.session_starts_at)}</dd>
          <dt>{field('session_place')}</dt>
          <dd>{record.session_place || dash}</dd>
          <dt>{field('waitlist')}</dt>
          <dd>
            {translate(
              record.waitlist ? 'app.preRegistrations.waitlist_yes' : 'app.preRegistrations.waitlist_no',
            )}
          </dd>
        </DetailList>
        {record.session_id === null && (
          <Alert severity="info">{translate('app.preRegistrations.session_removed')}</Alert>
        )}
      </Section>

      <Section title={translate('app.preRegistrations.consent')}>
        <Typography variant="body2">
          {translate('app.preRegistrations.consent_text', { time: formatTurkeyTime(record.consent_at) })}
        </Typography>
        <DetailList>
          <dt>{field('consent_version')}</dt>
          <dd>{formatConsentVersion(record.consent_version, locale)}</dd>
          <dt>{field('consent_at')}</dt>
          <dd>{formatTurkeyTime(record.consent_at)}</dd>
        </DetailList>
        <Typography variant="body2" color="text.secondary">
          {translate('app.preRegistrations.delete_hint')}
        </Typography>
      </Section>
    </Box>
  );
}
