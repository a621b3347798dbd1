import type { Identifier, RaRecord } from 'react-admin';
import type { AuditEntry } from '../../shared/auditLog';
import type { PreviewAddress, PreviewResource, PublicOrigin } from '../../shared/preview';
import type { Paged } from '../../shared/types';
import type { VersionRestoreResult, VersionSide } from '../../shared/versionRestore';
import { endpointsOf } from './resources';
import { api, type Envelope, idPath, jsonList, type Transport } from './transport';

/** What PUT /<path>/bulk does to the selected records of a content list. */
export type BulkAction = 'trash' | 'restore' | 'destroy' | 'publish' | 'unpublish';

/**
 * A record's life beyond its form (issue 28, "nothing is lost"): bulk actions, the trash, its history and
 * versions, a course's copy for a new term, and preview addresses on the public site.
 */
export function lifecycleMethods({ http, send, messageOf, runAction }: Transport) {
  return {
    async bulk(resource: string, action: BulkAction, ids: Identifier[]) {
      const { path } = endpointsOf(resource);
      return messageOf(await send('PUT', `${path}/bulk`, { action, ids: jsonList(ids) }));
    },

    async destroy(resource: string, id: Identifier) {
      return messageOf(await send('DELETE', `${idPath(endpointsOf(resource).path, id)}/permanent`, {}));
    },

    async restore<T extends RaRecord = RaRecord>(resource: string, id: Identifier) {
      const response = await send<T>('PUT', `${idPath(endpointsOf(resource).path, id)}/restore`, {});
      return { message: response?.message, data: response?.data };
    },

    async recordHistory(resource: string, id: Identifier, page = 1): Promise<Paged<AuditEntry>> {
      const endpoints = endpointsOf(resource);
      const response = await http.get<Envelope<Paged<AuditEntry>>>(api(`${endpoints.path}/history`), {
        record_id: endpoints.singleton ? '1' : String(id),
        page,
        per_page: 10,
      });
      return response?.data ?? { items: [], page, per_page: 10, total: 0, last_page: 1 };
    },

    async restoreVersion(resource: string, entryId: Identifier, side: VersionSide = 'after') {
      const { path } = endpointsOf(resource);
      const address = `${path}/history/${encodeURIComponent(String(entryId))}/restore`;
      const response = await send<VersionRestoreResult>('POST', address, { side });
      return { message: response?.message, data: response?.data };
    },

    async cloneCourse<T extends RaRecord = RaRecord>(id: Identifier, startsAt: string) {
      const response = (await runAction('products', 'clone', {
        id,
        data: { starts_at: startsAt },
      })) as Envelope<T>;
      return { message: response?.message, data: response?.data as T };
    },

    async previewAddress(resource: PreviewResource, id: Identifier) {
      const address = (await send<PreviewAddress>('POST', 'preview', { resource, id }))?.data;
      if (!address?.url) throw new Error('The server answered no preview address');
      return address;
    },

    async publicOrigin() {
      const origin = (await http.get<Envelope<PublicOrigin>>(api('preview/origin')))?.data?.origin;
      if (!origin) throw new Error('The server answered no public origin');
      return origin;
    },
  };
}
