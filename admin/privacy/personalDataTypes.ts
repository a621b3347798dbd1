/*
 * What the personal data API (issue 29) answers, by the names the screen reads them: the types are
 * shared/personalData.ts's, which the server writes to.
 */
export type {
  PersonalDataEraseResult as ErasedCounts,
  PersonalDataGroup as FoundGroup,
  PersonalDataItem as FoundItem,
  PersonalDataRequestRecord as PersonalDataRequest,
  PersonalDataSearchResult as PersonalDataFound,
} from '../../shared/personalData';

/** Whom the office searched for: the person's e-mail and/or phone, as typed. */
export interface PersonQuery {
  email: string;
  phone: string;
}
