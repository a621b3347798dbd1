import type { Identifier } from 'react-admin';
import { backgroundRequestHeaders } from '../../shared/sessionIdle';
import { endpointsOf, type ResourceEndpoints } from './resources';
import { api, type Envelope, jsonList, type Transport } from './transport';

interface UnreadCount {
  count: number;
}

function inboxOf(resource: string): ResourceEndpoints {
  const endpoints = endpointsOf(resource);
  if (!endpoints.inbox) throw new Error(`Resource "${resource}" is not an inbox`);
  return endpoints;
}

/** The contact and HR inboxes' own calls (SPEC §7): trash, restore, read marks and the unread badge. */
export function inboxMethods({ http, send, messageOf }: Transport) {
  /** PUT /<inbox>/<action> with the ids as one JSON list under `<listField>`. */
  const moveList = async (resource: string, action: string, listField: string, ids: Identifier[]) =>
    messageOf(await send('PUT', `${inboxOf(resource).path}/${action}`, { [listField]: jsonList(ids) }));

  return {
    moveToTrash: (resource: string, ids: Identifier[]) => moveList(resource, 'trash', 'trash_list', ids),
    restoreFromTrash: (resource: string, ids: Identifier[]) =>
      moveList(resource, 'restore', 'restore_list', ids),
    markUnread: (resource: string, ids: Identifier[]) => moveList(resource, 'unread', 'unread_list', ids),

    async markRead(resource: string, id: Identifier) {
      return messageOf(await send('PUT', `${inboxOf(resource).path}/check`, { id }));
    },

    async unreadCount(resource: string) {
      // Polled every minute by the badges: never counts as the user's activity (issue 27).
      const response = await http.request<Envelope<UnreadCount | number>>(
        api(`${inboxOf(resource).path}/not-check-count`),
        { headers: backgroundRequestHeaders },
      );
      const data = response?.data;
      const count = typeof data === 'number' ? data : data?.count;
      return typeof count === 'number' && Number.isFinite(count) ? count : 0;
    },
  };
}
