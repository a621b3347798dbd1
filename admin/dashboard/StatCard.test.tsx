import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useLocaleState } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { StatCard } from './StatCard';

function English() {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      English
    </button>
  );
}

describe('StatCard', () => {
  it('groups the figure as the panel’s language does (issue 30)', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <StatCard label="Kurslar" value={12500} icon={null} color="#1565c0" />
        <English />
      </AdminContext>,
    );
    expect(await screen.findByText('12.500')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'English' }).click());
    expect(await screen.findByText('12,500')).toBeTruthy();
  });
});
