import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { AuditEntry } from '../../shared/auditLog';
import type { PreviewAddress, PreviewResource } from '../../shared/preview';
import type { HttpClient } from '../../shared/httpClient';
import { backgroundRequestHeaders } from '../../shared/sessionIdle';
import type { VersionRestoreResult, VersionSide } from '../../shared/versionRestore';
import type { Paged } from '../../shared/types';
import { inboxMethods } from './inboxMethods';
import { type BulkAction, lifecycleMethods } from './lifecycleMethods';
import { endpointsOf, type ResourceEndpoints } from './resources';
import { serviceMethods, type TwoStepCall, type UploadedImage } from './serviceMethods';
import {
  api,
  type Body,
  createTransport,
  type Envelope,
  idPath,
  jsonList,
  type Query,
  type Transport,
} from './transport';

export type { BulkAction, TwoStepCall, UploadedImage };

/** The list query of SPEC §7: page from 1, per_page, search (react-admin's `q`), sort and filters. */
function listQuery(endpoints: ResourceEndpoints, params: GetListParams): Query {
  const { q, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  const query: Query = { ...endpoints.listDefaults };
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    query[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  if (q !== undefined && q !== '') query.search = String(q);
  if (params.pagination) {
    query.page = params.pagination.page;
    query.per_page = params.pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = params.sort.field;
    query.order = params.sort.order;
  }
  return query;
}

/** A list answer is either Paged<T> or, for short ordered lists, a plain array (paged here). */
function toListResult<T extends RaRecord>(data: Paged<T> | T[] | undefined, params: GetListParams) {
  if (Array.isArray(data)) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: data.length };
    return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
  }
  return { data: data?.items ?? [], total: data?.total ?? 0 };
}

/** The provider's own methods beyond react-admin's nine (docs: "Calling Custom Methods"). */
export interface AppDataProviderMethods {
  /** Saves a drag-reorder: `ids` top first; `extra` carries the scope (section, sub_category). */
  reorder: (resource: string, ids: Identifier[], extra?: Body) => Promise<{ message?: string }>;
  /** Inbox: moves the items to the trash section. */
  moveToTrash: (resource: string, ids: Identifier[]) => Promise<{ message?: string }>;
  /** Inbox: marks one item read (check = 1). */
  markRead: (resource: string, id: Identifier) => Promise<{ message?: string }>;
  /** Inbox: moves items from the trash back to the mail section (all or none). */
  restoreFromTrash: (resource: string, ids: Identifier[]) => Promise<{ message?: string }>;
  /** Inbox: marks items unread again (check = 0). */
  markUnread: (resource: string, ids: Identifier[]) => Promise<{ message?: string }>;
  /** Inbox: how many unread items the mail section holds (a background request: badges poll it). */
  unreadCount: (resource: string) => Promise<number>;
  /**
   * GET /status: whether the session still lives; the answer also tells the idle clock how long it has left.
   * `background: false` is the user's "keep my session" and moves the idle end; `true` only asks.
   */
  checkSession: (options: { background: boolean }) => Promise<void>;
  /** The rich text editors' image upload (POST /uploads/image): the stored image's URL. */
  uploadImage: (file: Blob) => Promise<UploadedImage>;
  /** A company logo or the favicon (POST /settings/company/logo): the stored image's URL, saved by the form. */
  uploadBrandImage: (slot: 'logo' | 'favicon', file: Blob) => Promise<UploadedImage>;
  /** Gallery: saves the order of a record's files of one gallery type. */
  filesQueue: (
    resource: string,
    id: Identifier,
    fileIds: Identifier[],
    galleryType: string,
  ) => Promise<{ message?: string }>;
  /** Sets a user's new password. */
  resetPassword: (id: Identifier, data: Body) => Promise<{ message?: string }>;
  /** The id/name options a resource offers to select inputs elsewhere. */
  selectOptions: <T = { id: Identifier; name: string }>(resource: string) => Promise<T[]>;
  /**
   * A record's audit history, newest first, with each write's before and after (GET /<path>/history, the
   * resource's own permission: server/routes/admin/auditLog.ts). A singleton's record is always 1.
   */
  recordHistory: (resource: string, id: Identifier, page?: number) => Promise<Paged<AuditEntry>>;
  /**
   * The signed-in user's own two-step sign-in (issue 27): GET /two-step for 'status', else POST
   * /two-step/<step>. The whole envelope: its message says what happened.
   */
  twoStep: <T = unknown>(step: TwoStepCall, data?: Body) => Promise<{ message?: string; data: T }>;
  /**
   * Content lists (issue 28): one action over the selected records, all or nothing (PUT /<path>/bulk with
   * `action` and `ids` as a JSON list). The server's message says what happened.
   */
  bulk: (resource: string, action: BulkAction, ids: Identifier[]) => Promise<{ message?: string }>;
  /** Takes a record out of the trash (PUT /<path>/:id/restore): the record as it is again. */
  restore: <T extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier,
  ) => Promise<{ message?: string; data?: T }>;
  /** Deletes a record of the trash for good (DELETE /<path>/:id/permanent), files and all. */
  destroy: (resource: string, id: Identifier) => Promise<{ message?: string }>;
  /**
   * "Bu sürüme dön" (issue 28): writes a record back to the state a history entry kept (POST
   * /<path>/history/:entryId/restore): the record as it is now and what could not come back.
   */
  restoreVersion: (
    resource: string,
    entryId: Identifier,
    side?: VersionSide,
  ) => Promise<{ message?: string; data?: VersionRestoreResult }>;
  /**
   * Copies a course for a new term (POST /products/:id/clone, issue 28): the copy, a draft whose first
   * session starts on `startsAt` (YYYY-MM-DD), with the server's words.
   */
  cloneCourse: <T extends RaRecord = RaRecord>(
    id: Identifier,
    startsAt: string,
  ) => Promise<{ message?: string; data: T }>;
  /**
   * A preview address of a course, news item or instructor (POST /preview, issue 28): its page on the public
   * site with a token good for 30 minutes, whatever the record's state.
   */
  previewAddress: (resource: PreviewResource, id: Identifier) => Promise<PreviewAddress>;
  /** Where the public site is (GET /preview/origin), for "Sitede gör" links. */
  publicOrigin: () => Promise<string>;
  /**
   * An endpoint that is no resource's list or record (issue 29: the personal data search and erase, the KVKK
   * purge's dry run and run, a waiting list move): GET with `data` as the query, writes as form data. The
   * whole envelope: its message says what happened.
   */
  call: <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: Body,
  ) => Promise<{ message?: string; data: T }>;
  /** A named action of resources.ts (languages: 'active'). */
  action: <T = unknown>(
    resource: string,
    name: string,
    params: { id?: Identifier; data?: Body },
  ) => Promise<T>;
}

export type AppDataProvider = DataProvider & AppDataProviderMethods;

/**
 * `meta: { permanent: true }` on delete / deleteMany deletes records of the trash for good (react-admin's
 * useDelete then keeps its cache work); without it a content record's delete moves it to the trash.
 */
const isPermanent = (meta: unknown) => (meta as { permanent?: unknown } | undefined)?.permanent === true;

/**
 * The back office's data provider: react-admin's nine methods over the spec's endpoints (recordMethods), and
 * the panel's own calls in groups (inboxMethods, lifecycleMethods, serviceMethods), all through one transport.
 */
export function createDataProvider(http: HttpClient): AppDataProvider {
  const transport = createTransport(http);
  const lifecycle = lifecycleMethods(transport);
  return {
    ...recordMethods(transport, lifecycle),
    ...inboxMethods(transport),
    ...lifecycle,
    ...serviceMethods(transport),
  };
}

function updateTarget(endpoints: ResourceEndpoints, id: Identifier): { path: string; body: Body } {
  if (endpoints.singleton) return { path: endpoints.path, body: {} };
  if (endpoints.updatePath) return { path: `${endpoints.path}/${endpoints.updatePath}`, body: { id } };
  if (endpoints.idIn === 'body') return { path: endpoints.path, body: { id } };
  return { path: idPath(endpoints.path, id, endpoints.compositeId), body: {} };
}

/** react-admin's nine methods; a delete of the trash goes for good through the lifecycle's destroy and bulk. */
function recordMethods(
  { http, send }: Transport,
  { destroy, bulk }: ReturnType<typeof lifecycleMethods>,
): DataProvider {
  /**
   * `meta: { background: true }` marks a read no user asked for (a badge's poll): it does not keep the
   * session alive (issue 27, shared/sessionIdle.ts).
   */
  async function getOne<T extends RaRecord>(
    resource: string,
    params: Pick<GetOneParams, 'id' | 'signal' | 'meta'>,
  ) {
    const endpoints = endpointsOf(resource);
    const path = endpoints.singleton
      ? endpoints.path
      : idPath(endpoints.path, params.id, endpoints.compositeId);
    const response = await http.request<Envelope<T>>(api(path), {
      signal: params.signal,
      headers: params.meta?.background === true ? backgroundRequestHeaders : undefined,
    });
    const id = endpoints.compositeId ? params.id : (response?.data?.id ?? params.id);
    return { data: { ...(response?.data as T), id } as T };
  }

  async function getList<T extends RaRecord>(resource: string, params: GetListParams) {
    const endpoints = endpointsOf(resource);
    const response = await http.get<Envelope<Paged<T> | T[]>>(
      api(endpoints.path),
      listQuery(endpoints, params),
      params.signal,
    );
    return toListResult<T>(response?.data, params);
  }

  async function update<T extends RaRecord>(resource: string, params: UpdateParams<T>) {
    const target = updateTarget(endpointsOf(resource), params.id);
    const response = await send<T>('PUT', target.path, { ...params.data, ...target.body });
    return { data: { ...params.previousData, ...params.data, ...response?.data, id: params.id } as T };
  }

  async function deleteOne<T extends RaRecord>(resource: string, params: DeleteParams<T>) {
    const endpoints = endpointsOf(resource);
    if (isPermanent(params.meta)) await destroy(resource, params.id);
    else if (endpoints.inbox) await send('DELETE', endpoints.path, { delete_list: jsonList([params.id]) });
    else if (endpoints.idIn === 'body') await send('DELETE', endpoints.path, { id: params.id });
    else await send('DELETE', idPath(endpoints.path, params.id, endpoints.compositeId), {});
    return { data: (params.previousData ?? { id: params.id }) as T };
  }

  return {
    getList,
    getOne,

    async getMany<T extends RaRecord>(resource: string, params: GetManyParams<T>) {
      // No batch endpoint: the ids a reference field needs are few, fetched one by one in parallel.
      const records = await Promise.all(
        params.ids.map((id) => getOne<T>(resource, { id, signal: params.signal })),
      );
      return { data: records.map((record) => record.data) };
    },

    async getManyReference<T extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      return getList<T>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create<T extends RaRecord>(resource: string, params: CreateParams<T>) {
      const response = await send<T>('POST', endpointsOf(resource).path, params.data as Body);
      return { data: { ...params.data, ...response?.data } as T };
    },

    update,

    async updateMany<T extends RaRecord>(resource: string, params: UpdateManyParams<T>) {
      // The API has no bulk update: one request per record, as react-admin's simple REST provider does.
      for (const id of params.ids) {
        await update<RaRecord>(resource, {
          id,
          data: params.data as Partial<RaRecord>,
          previousData: { id },
        });
      }
      return { data: params.ids };
    },

    delete: deleteOne,

    async deleteMany<T extends RaRecord>(resource: string, params: DeleteManyParams<T>) {
      const endpoints = endpointsOf(resource);
      if (isPermanent(params.meta)) await bulk(resource, 'destroy', [...params.ids]);
      else if (endpoints.inbox) await send('DELETE', endpoints.path, { delete_list: jsonList(params.ids) });
      else for (const id of params.ids) await deleteOne(resource, { id });
      return { data: params.ids };
    },
  };
}
