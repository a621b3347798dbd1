import { Box } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { type FeatureIconKey, featureIconKeys } from '../../shared/featureIcons';
import { featureIcons } from '../../site/ui/icons/featureIcons';

const choices = featureIconKeys.map((key) => ({ id: key, name: `app.contents.feature_icons.${key}` }));

/** A choice (react-admin gives it as the record context) drawn as the site draws it, beside its name. */
function IconChoice() {
  const record = useRecordContext<{ id: FeatureIconKey; name: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const Drawn = featureIcons[record.id];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Drawn size={20} stroke={1.75} aria-hidden="true" focusable="false" />
      {translate(record.name)}
    </Box>
  );
}

/**
 * The icon of a feature, value or service, from the fixed list the site can draw (shared/featureIcons.ts;
 * the block schema refuses anything else). Left empty, the site gives the item the page's next icon.
 */
export function FeatureIconInput({ source = 'icon' }: { source?: string }) {
  return (
    <SelectInput
      source={source}
      label="app.contents.fields.feature_icon"
      helperText="app.contents.feature_icon_hint"
      choices={choices}
      optionText={<IconChoice />}
      emptyText="app.contents.feature_icon_auto"
      parse={(value: unknown) => value ?? ''}
      sx={{ minWidth: 260 }}
    />
  );
}
