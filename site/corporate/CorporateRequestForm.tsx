import { useId } from 'react';
import type { FormSubmitResponse } from '../../shared/publicApi';
import { contactLimits } from '../../shared/schemas/contact';
import { corporateRequestLimits, corporateRequestSchema } from '../../shared/schemas/corporateRequest';
import { plainFormAnchors } from '../../shared/plainForms';
import { http } from '../api/client';
import { Field } from '../forms/Field';
import { KvkkConsentField, consentOf } from '../forms/KvkkConsentField';
import { IdentityFields, SiteForm } from '../forms/SiteForm';
import { useSiteForm } from '../forms/useSiteForm';
import { useT } from '../i18n/DictionaryContext';

// The fields in the order they appear: useSiteForm focuses the first invalid one in this order.
const empty = {
  company: '',
  name: '',
  email: '',
  phone: '',
  participants: '',
  topics: '',
  preferred_dates: '',
  city: '',
  online: false,
  note: '',
  kvkk_consent: false,
};
type CorporateRequestValues = typeof empty;

/** Where the server's answer to a plain post (no JavaScript) comes back to (scriptlessForms.ts formAnchors). */
const corporateRequestAnchor = plainFormAnchors['corporate-request'];

const send = (values: CorporateRequestValues, website: string) =>
  http.send<FormSubmitResponse>('POST', '/api/corporate-requests', { ...values, website });

/** "The training may also be online": with it ticked no city is needed (the schema's city-or-online rule). */
function OnlineCheck({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <div className="consent-check">
        <input
          id={id}
          type="checkbox"
          name="online"
          value="1"
          className="consent-check__box"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="consent-check__text">
          {label}
        </label>
      </div>
    </div>
  );
}

/**
 * "Kurumsal Eğitim Talebi" (issue 32): company, the contact person, participants, topics, preferred dates,
 * city or online, a note and the KVKK consent, checked with the schema the server checks them with
 * (shared/schemas/corporateRequest.ts). The server's field errors show under the fields; on any failure what
 * the visitor typed stays.
 */
export function CorporateRequestForm() {
  const t = useT();
  const state = useSiteForm({
    schema: corporateRequestSchema,
    initial: empty,
    send,
    plainForm: 'corporate-request',
  });
  const { bind, form } = state;
  const optional = { required: false };
  return (
    <SiteForm
      state={state}
      className="corporate-request-form"
      action="/forms/corporate-request"
      id={corporateRequestAnchor}
    >
      <Field
        label={t('form_input.company')}
        autoComplete="organization"
        maxLength={corporateRequestLimits.company}
        {...bind('company')}
      />
      <IdentityFields
        bind={bind}
        nameMaxLength={contactLimits.name}
        besidePhone={
          <Field
            label={t('form_input.participants')}
            type="number"
            inputMode="numeric"
            min={1}
            max={corporateRequestLimits.participants}
            step={1}
            {...bind('participants')}
          />
        }
      />
      {/* The hints are examples of what to write, so they stand in the empty box as its placeholder. */}
      <Field
        label={t('form_input.topics')}
        multiline
        rows={3}
        placeholder={t('form_input.topics_hint')}
        {...bind('topics')}
      />
      {/* Full width: its example would be cut off in half a row. */}
      <Field
        label={t('form_input.preferred_dates')}
        placeholder={t('form_input.preferred_dates_hint')}
        {...bind('preferred_dates')}
        {...optional}
      />
      <Field
        label={t('form_input.city')}
        autoComplete="address-level2"
        {...bind('city')}
        // Not required on its own: a city or the online option (the error says so when neither is given).
        {...optional}
      />
      <OnlineCheck
        checked={form.values.online}
        onChange={(checked) => form.setValue('online', checked)}
        label={t('form_input.online')}
      />
      <Field label={t('form_input.note')} multiline rows={3} {...bind('note')} {...optional} />
      <KvkkConsentField {...consentOf(form)} />
    </SiteForm>
  );
}
