import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { plainFormAnchors, positionQuery } from '../../shared/plainForms';
import type { FormSubmitResponse } from '../../shared/publicApi';
import { cvAccept, hrApplicationSchema, hrLimits } from '../../shared/schemas/hrApplication';
import { http } from '../api/client';
import { useT } from '../i18n/DictionaryContext';
import { Field } from './Field';
import { FileField } from './FileField';
import { KvkkConsentField, consentOf } from './KvkkConsentField';
import { IdentityFields, SiteForm } from './SiteForm';
import { useSiteForm } from './useSiteForm';

type CareerValues = {
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string;
  cv: File | null;
  kvkk_consent: boolean;
};

// The fields in the order they appear: useSiteForm focuses the first invalid one in this order.
const empty: CareerValues = {
  name: '',
  email: '',
  phone: '',
  position: '',
  message: '',
  cv: null,
  kvkk_consent: false,
};

function send(values: CareerValues, website: string) {
  const data = new FormData();
  for (const name of ['name', 'email', 'phone', 'position', 'message'] as const) data.set(name, values[name]);
  if (values.cv) data.set('cv', values.cv, values.cv.name);
  if (values.kvkk_consent) data.set('kvkk_consent', '1');
  data.set('website', website);
  return http.send<FormSubmitResponse>('POST', '/api/human-resources', data);
}

/** A position chosen from the careers page's list; `times` changes on every choice, even of the same one. */
export interface ChosenPosition {
  title: string;
  times: number;
}

/**
 * The careers application with a CV upload and the KVKK consent; it behaves like the contact form (SPEC §2
 * human_resources). A position chosen from the list above fills the position field, which then takes focus
 * so the visitor sees (and hears) what was filled in and goes on from there.
 */
export function CareerForm({ chosenPosition }: { chosenPosition?: ChosenPosition }) {
  const t = useT();
  // A position named in the address ("Başvur" followed without JavaScript) fills the field from the start.
  const named = new URLSearchParams(useLocation().search).get(positionQuery);
  const [initial] = useState(() =>
    named ? { ...empty, position: named.slice(0, hrLimits.position) } : empty,
  );
  const state = useSiteForm({
    schema: hrApplicationSchema,
    initial,
    send,
    plainForm: 'human-resources',
  });
  const { bind, form, formElement } = state;
  const { setValue } = form;

  useEffect(() => {
    if (!chosenPosition) return;
    setValue('position', chosenPosition.title);
    formElement.current?.querySelector<HTMLInputElement>('[name="position"]')?.focus();
  }, [chosenPosition, setValue, formElement]);
  return (
    // Without JavaScript the browser posts it to /forms/human-resources, the CV with it (multipart).
    <SiteForm
      state={state}
      className="career-form"
      action="/forms/human-resources"
      id={plainFormAnchors['human-resources']}
      encType="multipart/form-data"
    >
      <IdentityFields
        bind={bind}
        nameMaxLength={hrLimits.name}
        besidePhone={<Field label={t('form_input.position')} {...bind('position')} />}
      />
      <Field label={t('form_input.cover_letter')} multiline rows={4} {...bind('message')} />
      <FileField
        name="cv"
        label={t('form_input.cv')}
        chooseLabel={t('form_input.cv_choose')}
        hint={t('form_input.cv_hint')}
        accept={cvAccept}
        file={form.values.cv}
        error={form.errorOf('cv')}
        onChange={(file) => {
          form.setValue('cv', file);
          form.touch('cv');
        }}
      />
      <KvkkConsentField {...consentOf(form)} />
    </SiteForm>
  );
}
