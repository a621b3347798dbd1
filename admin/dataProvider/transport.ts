import type { Identifier } from 'react-admin';
import type { HttpClient } from '../../shared/httpClient';
import type { ApiSuccess } from '../../shared/types';
import { toRequestForm } from './formData';
import { endpointsOf, type ResourceEndpoints } from './resources';

export type Query = Record<string, string | number | boolean | undefined | null>;
export type Body = Record<string, unknown>;
export type Envelope<T> = Partial<ApiSuccess<T>> | undefined;

/** The back office's API lives under /api/admin (SPEC §7). */
export const api = (path: string) => `/api/admin/${path}`;

/** `<path>/<id>`; a composite id (resources.ts `compositeId`: 'corporate/about_us') keeps its slashes. */
export const idPath = (path: string, id: Identifier, composite = false) =>
  `${path}/${composite ? String(id).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(id))}`;

/** Lists of ids travel as one JSON form field (`delete_list`, `queue`, …), as the spec's endpoints take them. */
export const jsonList = (ids: readonly Identifier[]) => JSON.stringify(ids);

/**
 * How every method of the data provider talks to the server: reads through the HTTP client, writes as form
 * data (POST with a `_method` override, shared/httpClient.ts), and the envelope's message when that is all
 * an action answers.
 */
export interface Transport {
  http: HttpClient;
  send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data: Body) => Promise<Envelope<T>>;
  messageOf: (response: Envelope<unknown>) => { message?: string };
  /** A named action of resources.ts (languages: 'active', products: 'clone', users: 'password'). */
  runAction: (
    resource: string,
    name: string,
    params: { id?: Identifier; data?: Body },
  ) => Promise<Envelope<unknown>>;
}

export function createTransport(http: HttpClient): Transport {
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data: Body) =>
    http.send<Envelope<T>>(method, api(path), toRequestForm(data));

  async function runAction(
    resource: string,
    name: string,
    { id, data = {} }: { id?: Identifier; data?: Body },
  ) {
    const endpoints = endpointsOf(resource);
    const action = endpoints.actions?.[name];
    if (!action) throw new Error(`Resource "${resource}" has no action "${name}"`);
    if (action.id !== 'none' && id === undefined) throw new Error(`Action "${name}" needs an id`);
    return send(
      action.method,
      actionPath(endpoints, action, id as Identifier),
      action.id === 'body' ? { ...data, id } : data,
    );
  }

  return { http, send, messageOf: (response) => ({ message: response?.message }), runAction };
}

type Action = NonNullable<ResourceEndpoints['actions']>[string];

/** Where an action's id goes: in the address before the action (`url`), after it (`after`), or none. */
function actionPath(endpoints: ResourceEndpoints, action: Action, id: Identifier) {
  if (action.id === 'url') return `${idPath(endpoints.path, id, endpoints.compositeId)}/${action.path}`;
  if (action.id === 'after') return idPath(`${endpoints.path}/${action.path}`, id);
  return `${endpoints.path}/${action.path}`;
}
