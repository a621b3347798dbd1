import type { ContractListItem } from '../../shared/publicApi';
import { json, mockFetch } from '../test/renderSite';

/** The contracts as the API lists them to a form test: the KVKK notice among them. */
export const testContracts: ContractListItem[] = [
  { id: 3, name: 'Mesafeli Satış Sözleşmesi', seo_name: 'mesafeli-satis-sozlesmesi', kvkk_notice: false },
  { id: 4, name: 'KVKK Aydınlatma Metni', seo_name: 'kvkk-aydinlatma-metni', kvkk_notice: true },
];

/**
 * For the tests of a form with the KVKK checkbox: answers the contracts list the checkbox reads (for its
 * link), and hands every other request to `submit`. Returns the fetch mock and the form's own calls.
 */
export function mockFormApi(submit: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = mockFetch((path, init) =>
    path === '/api/pages/contracts' ? json({ success: true, data: testContracts }) : submit(path, init),
  );
  const submits = () => fetchMock.mock.calls.filter(([input]) => !String(input).includes('/api/pages/'));
  return { fetchMock, submits };
}
