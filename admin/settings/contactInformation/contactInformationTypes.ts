import type { RaRecord } from 'react-admin';
import type { ContactSection } from '../../../shared/schemas/contactInformation';

export interface ContactInformationRecord extends RaRecord {
  id: number;
  section: ContactSection;
  name: string;
  content: string;
  lang: string;
  queue: number;
}
