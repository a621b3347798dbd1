import { useTranslate } from 'react-admin';
import { TextInput } from '../../common/SchemaInputs';
import { useWatch } from 'react-hook-form';
import { contactSections } from '../../../shared/schemas/contactInformation';
import { RequiredSelectInput } from '../../common/RequiredSelectInput';
import { useActiveLanguages } from '../../common/useActiveLanguages';

/** The fields of a contact information item; the content's hint follows the chosen kind. */
export function ContactInformationInputs() {
  const translate = useTranslate();
  const languages = useActiveLanguages();
  const section = useWatch({ name: 'section' }) as string | undefined;
  const choices = contactSections.map((id) => ({ id, name: translate(`app.settings.sections.${id}`) }));
  return (
    <>
      <RequiredSelectInput source="section" choices={choices} fullWidth />
      <TextInput source="name" fullWidth />
      <TextInput
        source="content"
        fullWidth
        multiline={section === 'adres'}
        minRows={section === 'adres' ? 3 : undefined}
        helperText={section ? translate(`app.settings.content_hints.${section}`) : false}
      />
      <RequiredSelectInput
        source="lang"
        choices={languages.map((language) => ({ id: language.abbr, name: language.lang }))}
        fullWidth
      />
    </>
  );
}
