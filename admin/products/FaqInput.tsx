import { Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { courseFaqLimits } from '../../shared/schemas/courseFaq';
import { AddRowButton } from '../catalogue/AddRowButton';
import { TranslatedInput } from '../common/TranslatedInput';
import { useActiveLanguages } from '../common/useActiveLanguages';
import { FormColumn } from '../common/FormColumn';

/**
 * The course's frequently asked questions (issue 32), in the order the course page shows them: a question and
 * a plain-text answer per language, moved with the iterator's up and down buttons and saved with the course
 * (the server replaces the whole list; shared/schemas/courseFaq.ts checks each item).
 */
export function FaqInput() {
  const translate = useTranslate();
  const languages = useActiveLanguages();
  const blank = Object.fromEntries(languages.map((language) => [language.abbr, '']));
  return (
    <FormColumn>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.products.faq.hint', { max: courseFaqLimits.items })}
      </Typography>
      <ArrayInput source="faq" label="app.products.faq.title" helperText={false}>
        <SimpleFormIterator
          disableClear
          fullWidth
          getItemLabel={(index) => `${index + 1}.`}
          addButton={
            <AddRowButton
              label="app.products.faq.add"
              max={courseFaqLimits.items}
              item={{ question: blank, answer: blank }}
            />
          }
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 2 },
            // react-admin shows the move and remove buttons on hover only, which hides them from keyboards.
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <TranslatedInput source="question" label="app.products.faq.question" required />
          <TranslatedInput
            source="answer"
            label="app.products.faq.answer"
            variant="textarea"
            rows={3}
            required
          />
        </SimpleFormIterator>
      </ArrayInput>
    </FormColumn>
  );
}
