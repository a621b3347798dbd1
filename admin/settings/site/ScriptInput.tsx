import { TextInput } from '../../common/SchemaInputs';
import { keepText } from '../../common/keepText';

/** An integration script as code: monospace, several lines, no spell checking. */
export function ScriptInput({ source }: { source: string }) {
  return (
    <TextInput
      source={source}
      multiline
      minRows={5}
      maxRows={16}
      fullWidth
      parse={keepText}
      helperText="app.settings.script_hint"
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } }}
      sx={{
        '& textarea': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
        },
      }}
    />
  );
}
