/**
 * react-admin turns an emptied text input into null; the shared schemas want a string there (an optional
 * text is '' when empty, and a per-language map must hold strings). Inputs of such fields parse with this.
 */
export const keepText = (value: unknown): string => (typeof value === 'string' ? value : '');
