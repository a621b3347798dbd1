import type { RaRecord } from 'react-admin';

export interface SocialMediaRecord extends RaRecord {
  id: number;
  name: string;
  uri: string;
  queue: number;
}
