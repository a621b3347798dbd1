import { beforeEach, describe, expect, it } from 'vitest';
import { defaultThemeSettings, loadThemeSettings, saveThemeSettings, themeStorageKey } from './themeSettings';

beforeEach(() => localStorage.clear());

describe('theme settings', () => {
  it('start from the defaults', () => {
    expect(loadThemeSettings()).toEqual(defaultThemeSettings);
  });

  it('are restored as saved', () => {
    const chosen = {
      page: 'dark',
      sidebar: 'light',
      header: 'dark',
      width: 'boxed',
      sidebarLayout: 'iconOnly',
    } as const;
    saveThemeSettings(chosen);
    expect(loadThemeSettings()).toEqual(chosen);
  });

  it('fall back per choice when a stored value is unknown or the JSON is corrupt', () => {
    localStorage.setItem(
      themeStorageKey,
      JSON.stringify({ page: 'dark', sidebarLayout: 'sideways', width: 3 }),
    );
    expect(loadThemeSettings()).toEqual({ ...defaultThemeSettings, page: 'dark' });
    localStorage.setItem(themeStorageKey, '{not json');
    expect(loadThemeSettings()).toEqual(defaultThemeSettings);
  });
});
