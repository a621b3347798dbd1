import type { RaRecord } from 'react-admin';
import type { Dictionary } from '../../shared/types';

/** A language as GET /api/admin/languages answers it (server/routes/admin/languages.ts). */
export interface LanguageRecord extends RaRecord {
  id: number;
  abbr: string;
  lang: string;
  active: number;
  is_default: number;
  page_lang: Dictionary;
}
