import { act, render, type RenderOptions, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, useLocaleState } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

/** A button that turns the panel English, as the language menu does. */
function EnglishButton() {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      English
    </button>
  );
}

/**
 * Renders `ui` in react-admin's context with the panel's messages (Turkish first, a store of its own) and a
 * button beside it that turns the panel English (switchToEnglish): what a test of language follows needs.
 */
export function renderInPanelLanguage(ui: ReactElement, options?: RenderOptions) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
      <EnglishButton />
    </AdminContext>,
    options,
  );
}

/** Turns the panel rendered by renderInPanelLanguage English. */
export const switchToEnglish = () => act(async () => screen.getByRole('button', { name: 'English' }).click());
