import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForRecord, writes } from '../common/testUtils';
import type { RecordedRequest } from '../testing/fakeFetch';
import { LanguageActiveSwitch } from './LanguageActiveSwitch';

/* A language shown on the site or not, from its list row: one PUT /languages/active, then 'Değiştirildi!'. */

const english = { id: 2, abbr: 'en', lang: 'English', active: 1, is_default: 0, page_lang: {} };

function renderSwitch(record: Record<string, unknown>) {
  return renderForRecord('languages', record, <LanguageActiveSwitch />, (sent: RecordedRequest) =>
    sent.method === 'GET' ? { body: { success: true, data: [] } } : { body: { success: true } },
  );
}

describe('LanguageActiveSwitch', () => {
  it('hides a language by its abbreviation and says it changed', async () => {
    const { server } = renderSwitch(english);
    fireEvent.click(screen.getByRole('switch', { name: 'English sitede gösterilsin' }));
    expect(await screen.findByText('Değiştirildi!')).toBeVisible();
    const [sent, ...more] = writes(server);
    expect(more).toEqual([]);
    expect(sent.url).toBe('/api/admin/languages/active');
    expect(sent.body).toMatchObject({ abbr: 'en', active: '0' });
  });

  it('keeps the default language on', () => {
    renderSwitch({ ...english, abbr: 'tr', lang: 'Türkçe', is_default: 1 });
    expect(screen.getByRole('switch', { name: 'Türkçe sitede gösterilsin' })).toBeDisabled();
  });
});
