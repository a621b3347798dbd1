import { eraseConfirmation } from '../../shared/personalData';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { ErasedCounts, PersonalDataFound, PersonalDataRequest, PersonQuery } from './personalDataTypes';

/** The personal data API's address under /api/admin (server/routes/admin/personalData.ts). */
export const personalDataPath = 'personal-data';

/** Only what was typed: an empty field is left out, so the server checks only the one given. */
export function queryOf(person: PersonQuery): Record<string, string> {
  const query: Record<string, string> = {};
  if (person.email.trim()) query.email = person.email.trim();
  if (person.phone.trim()) query.phone = person.phone.trim();
  return query;
}

export async function searchPersonalData(provider: AppDataProvider, person: PersonQuery) {
  return (await provider.call<PersonalDataFound>('GET', personalDataPath, queryOf(person))).data;
}

export function erasePersonalData(provider: AppDataProvider, person: PersonQuery, reference: string) {
  return provider.call<ErasedCounts>('POST', `${personalDataPath}/erase`, {
    ...queryOf(person),
    reference,
    confirm: eraseWord,
  });
}

export async function personalDataRequests(provider: AppDataProvider) {
  const { data } = await provider.call<{ items: PersonalDataRequest[]; total: number }>(
    'GET',
    `${personalDataPath}/requests`,
  );
  return data?.items ?? [];
}

/** The word the office types to erase for good; the server asks for the same. */
export const eraseWord = eraseConfirmation;

/** A request record's counts, stored as JSON text: read either way. */
export function countsOf(value: unknown): Record<string, number> {
  if (typeof value === 'string') {
    try {
      return countsOf(JSON.parse(value));
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}
