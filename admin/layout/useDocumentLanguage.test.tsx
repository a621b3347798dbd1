import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanelLanguage, switchToEnglish } from '../testing/panelLanguage';
import { useDocumentLanguage } from './useDocumentTitle';

function Probe() {
  useDocumentLanguage();
  return null;
}

describe('useDocumentLanguage', () => {
  it('gives the page the panel’s language, so English text is upper-cased with English rules', async () => {
    renderInPanelLanguage(<Probe />);
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    await switchToEnglish();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const label = document.createElement('span');
    label.textContent = 'Content operations';
    // jsdom applies no CSS; what the browser's uppercase does with lang="en" is what toUpperCase() gives.
    expect(label.textContent.toLocaleUpperCase(document.documentElement.lang)).toBe('CONTENT OPERATIONS');
  });
});
