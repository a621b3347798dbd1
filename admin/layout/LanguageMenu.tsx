import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The panel's language switch. react-admin's LocalesMenuButton names its button with an empty aria-label and
 * is too wide for a phone's top bar; this one says 'Dil: Türkçe' / 'Language: English' to screen readers and
 * shows only the language's code (TR, EN) when `compact`, so it stays on the bar at 390 px.
 */
export function LanguageMenu({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((language) => language.locale === locale);
  // The name holds what the button shows (WCAG 2.5.3, label in name): on a phone the code alone, which ends it
  // ("Dil: Türkçe, TR"; not in brackets, which the check, like speech input, passes over).
  const code = compact ? `, ${locale.toUpperCase()}` : '';
  const label = `${translate('app.shell.language')}: ${current?.name ?? locale}${code}`;

  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        startIcon={compact ? undefined : <TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, flexShrink: 0, px: compact ? 0.75 : 1, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        {compact ? locale.toUpperCase() : current?.name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
