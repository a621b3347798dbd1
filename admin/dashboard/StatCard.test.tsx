import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanelLanguage, switchToEnglish } from '../testing/panelLanguage';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('groups the figure as the panel’s language does (issue 30)', async () => {
    renderInPanelLanguage(<StatCard label="Kurslar" value={12500} icon={null} color="#1565c0" />);
    expect(await screen.findByText('12.500')).toBeTruthy();
    await switchToEnglish();
    expect(await screen.findByText('12,500')).toBeTruthy();
  });
});
