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
import type { PreviewAddress, PreviewResource, PublicOrigin } from '../../shared/preview';
import type { HttpClient } from '../../shared/httpClient';
import { backgroundRequestHeaders } from '../../shared/sessionIdle';
import type { VersionRestoreResult, VersionSide } from '../../shared/versionRestore';
import type { ApiSuccess, Paged } from '../../shared/types';
import { toRequestForm } from './formData';
import { endpointsOf, type ResourceEndpoints } from './resources';

const api = (path: string) => `/api/admin/${path}`;
/** `<path>/<id>`; a composite id (resources.ts `compositeId`: 'corporate/about_us') keeps its slashes. */
const idPath = (path: string, id: Identifier, composite = false) =>
  `${path}/${composite ? String(id).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(id))}`;
const jsonList = (ids: readonly Identifier[]) => JSON.stringify(ids);

type Query = Record<string, string | number | boolean | undefined | null>;
type Body = Record<string, unknown>;
type Envelope<T> = Partial<ApiSuccess<T>> | undefined;

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

export interface UnreadCount {
  count: number;
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

/** What PUT /<path>/bulk does to the selected records of a content list. */
export type BulkAction = 'trash' | 'restore' | 'destroy' | 'publish' | 'unpublish';

/**
 * `meta: { permanent: true }` on delete / deleteMany deletes records of the trash for good (react-admin's
 * useDelete then keeps its cache work); without it a content record's delete moves it to the trash.
 */
const isPermanent = (meta: unknown) => (meta as { permanent?: unknown } | undefined)?.permanent === true;

/** The calls of server/routes/admin/twoStep.ts for one's own account. */
export type TwoStepCall = 'status' | 'setup' | 'enable' | 'disable' | 'recovery-codes';

export interface UploadedImage {
  url: string;
  thumb_url: string;
  width: number;
  height: number;
}

// eslint-disable-next-line max-lines-per-function -- react-admin's data provider: one object of methods it takes whole
export function createDataProvider(http: HttpClient): AppDataProvider {
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data: Body) =>
    http.send<Envelope<T>>(method, api(path), toRequestForm(data));
  const messageOf = (response: Envelope<unknown>) => ({ message: response?.message });

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

  function updateTarget(endpoints: ResourceEndpoints, id: Identifier): { path: string; body: Body } {
    if (endpoints.singleton) return { path: endpoints.path, body: {} };
    if (endpoints.updatePath) return { path: `${endpoints.path}/${endpoints.updatePath}`, body: { id } };
    if (endpoints.idIn === 'body') return { path: endpoints.path, body: { id } };
    return { path: idPath(endpoints.path, id, endpoints.compositeId), body: {} };
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

  async function destroy(resource: string, id: Identifier) {
    const endpoints = endpointsOf(resource);
    return messageOf(await send('DELETE', `${idPath(endpoints.path, id)}/permanent`, {}));
  }

  async function bulk(resource: string, action: BulkAction, ids: Identifier[]) {
    const endpoints = endpointsOf(resource);
    return messageOf(await send('PUT', `${endpoints.path}/bulk`, { action, ids: jsonList(ids) }));
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
      const endpoints = endpointsOf(resource);
      const response = await send<T>('POST', endpoints.path, params.data as Body);
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

    async reorder(resource, ids, extra = {}) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.reorder) throw new Error(`Resource "${resource}" has no drag-reorder endpoint`);
      const scope: Body = {};
      for (const field of endpoints.reorder.scope ?? []) scope[field] = extra[field];
      return messageOf(
        await send(endpoints.reorder.method, `${endpoints.path}/queue`, { ...scope, queue: jsonList(ids) }),
      );
    },

    bulk,
    destroy,

    async cloneCourse<T extends RaRecord>(id: Identifier, startsAt: string) {
      const response = (await runAction('products', 'clone', {
        id,
        data: { starts_at: startsAt },
      })) as Envelope<T>;
      return { message: response?.message, data: response?.data as T };
    },

    async previewAddress(resource, id) {
      const address = (await send<PreviewAddress>('POST', 'preview', { resource, id }))?.data;
      if (!address?.url) throw new Error('The server answered no preview address');
      return address;
    },

    async publicOrigin() {
      const origin = (await http.get<Envelope<PublicOrigin>>(api('preview/origin')))?.data?.origin;
      if (!origin) throw new Error('The server answered no public origin');
      return origin;
    },

    async restoreVersion(resource, entryId, side = 'after') {
      const { path } = endpointsOf(resource);
      const address = `${path}/history/${encodeURIComponent(String(entryId))}/restore`;
      const response = await send<VersionRestoreResult>('POST', address, { side });
      return { message: response?.message, data: response?.data };
    },

    async restore<T extends RaRecord>(resource: string, id: Identifier) {
      const endpoints = endpointsOf(resource);
      const response = await send<T>('PUT', `${idPath(endpoints.path, id)}/restore`, {});
      return { message: response?.message, data: response?.data };
    },

    async moveToTrash(resource, ids) {
      const endpoints = inboxOf(resource);
      return messageOf(await send('PUT', `${endpoints.path}/trash`, { trash_list: jsonList(ids) }));
    },

    async markRead(resource, id) {
      const endpoints = inboxOf(resource);
      return messageOf(await send('PUT', `${endpoints.path}/check`, { id }));
    },

    async restoreFromTrash(resource, ids) {
      const endpoints = inboxOf(resource);
      return messageOf(await send('PUT', `${endpoints.path}/restore`, { restore_list: jsonList(ids) }));
    },

    async markUnread(resource, ids) {
      const endpoints = inboxOf(resource);
      return messageOf(await send('PUT', `${endpoints.path}/unread`, { unread_list: jsonList(ids) }));
    },

    async unreadCount(resource) {
      const endpoints = inboxOf(resource);
      // Polled every minute by the badges: never counts as the user's activity (issue 27).
      const response = await http.request<Envelope<UnreadCount | number>>(
        api(`${endpoints.path}/not-check-count`),
        { headers: backgroundRequestHeaders },
      );
      const data = response?.data;
      const count = typeof data === 'number' ? data : data?.count;
      return typeof count === 'number' && Number.isFinite(count) ? count : 0;
    },

    async checkSession({ background }) {
      await http.request(api('status'), { headers: background ? backgroundRequestHeaders : undefined });
    },

    async filesQueue(resource, id, fileIds, galleryType) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.filesQueue) throw new Error(`Resource "${resource}" has no gallery order endpoint`);
      return messageOf(
        await send('PUT', idPath(`${endpoints.path}/files-queue`, id, endpoints.compositeId), {
          file_list: jsonList(fileIds),
          gallery_type: galleryType,
        }),
      );
    },

    async uploadImage(file) {
      const response = await send<UploadedImage>('POST', 'uploads/image', { image: file });
      if (!response?.data?.url) throw new Error('The upload answered without a URL');
      return response.data;
    },

    async uploadBrandImage(slot, file) {
      const response = await send<UploadedImage>('POST', 'settings/company/logo', { slot, file });
      if (!response?.data?.url) throw new Error('The upload answered without a URL');
      return response.data;
    },

    async resetPassword(id, data) {
      return messageOf(await runAction('users', 'password', { id, data }));
    },

    async selectOptions<T>(resource: string) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.selectOptions) throw new Error(`Resource "${resource}" has no select options`);
      const response = await http.get<Envelope<T[]>>(api(endpoints.selectOptions));
      return response?.data ?? [];
    },

    async recordHistory(resource, id, page = 1) {
      const endpoints = endpointsOf(resource);
      const recordId = endpoints.singleton ? '1' : String(id);
      const response = await http.get<Envelope<Paged<AuditEntry>>>(api(`${endpoints.path}/history`), {
        record_id: recordId,
        page,
        per_page: 10,
      });
      return response?.data ?? { items: [], page, per_page: 10, total: 0, last_page: 1 };
    },

    async twoStep<T>(step: TwoStepCall, data: Body = {}) {
      const response =
        step === 'status'
          ? await http.get<Envelope<T>>(api('two-step'))
          : await send<T>('POST', `two-step/${step}`, data);
      return { message: response?.message, data: response?.data as T };
    },

    async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data: Body = {}) {
      const response =
        method === 'GET'
          ? await http.get<Envelope<T>>(api(path), data as Query)
          : await send<T>(method, path, data);
      return { message: response?.message, data: response?.data as T };
    },

    action: <T>(resource: string, name: string, params: { id?: Identifier; data?: Body }) =>
      runAction(resource, name, params) as Promise<T>,
  };

  function inboxOf(resource: string): ResourceEndpoints {
    const endpoints = endpointsOf(resource);
    if (!endpoints.inbox) throw new Error(`Resource "${resource}" is not an inbox`);
    return endpoints;
  }

  async function runAction(
    resource: string,
    name: string,
    { id, data = {} }: { id?: Identifier; data?: Body },
  ) {
    const endpoints = endpointsOf(resource);
    const action = endpoints.actions?.[name];
    if (!action) throw new Error(`Resource "${resource}" has no action "${name}"`);
    if (action.id !== 'none' && id === undefined) throw new Error(`Action "${name}" needs an id`);
    const path =
      action.id === 'url'
        ? `${idPath(endpoints.path, id as Identifier, endpoints.compositeId)}/${action.path}`
        : action.id === 'after'
          ? idPath(`${endpoints.path}/${action.path}`, id as Identifier)
          : `${endpoints.path}/${action.path}`;
    return send(action.method, path, action.id === 'body' ? { ...data, id } : data);
  }
}
