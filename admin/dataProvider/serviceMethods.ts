import type { Identifier } from 'react-admin';
import { backgroundRequestHeaders } from '../../shared/sessionIdle';
import { endpointsOf } from './resources';
import { api, type Body, type Envelope, idPath, jsonList, type Query, type Transport } from './transport';

/** The calls of server/routes/admin/twoStep.ts for one's own account. */
export type TwoStepCall = 'status' | 'setup' | 'enable' | 'disable' | 'recovery-codes';

export interface UploadedImage {
  url: string;
  thumb_url: string;
  width: number;
  height: number;
}

/** An upload's answer must name the stored image; anything else is the server failing the upload. */
function uploadedImageOf(response: Envelope<UploadedImage>) {
  if (!response?.data?.url) throw new Error('The upload answered without a URL');
  return response.data;
}

/**
 * The panel's calls beyond records: drag-reorder and gallery order, image uploads, select options, a user's
 * password, one's own session and two-step sign-in, and the endpoints no resource owns.
 */
export function serviceMethods({ http, send, messageOf, runAction }: Transport) {
  return {
    async reorder(resource: string, ids: Identifier[], extra: Body = {}) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.reorder) throw new Error(`Resource "${resource}" has no drag-reorder endpoint`);
      const scope: Body = {};
      for (const field of endpoints.reorder.scope ?? []) scope[field] = extra[field];
      return messageOf(
        await send(endpoints.reorder.method, `${endpoints.path}/queue`, { ...scope, queue: jsonList(ids) }),
      );
    },

    async filesQueue(resource: string, id: Identifier, fileIds: Identifier[], galleryType: string) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.filesQueue) throw new Error(`Resource "${resource}" has no gallery order endpoint`);
      return messageOf(
        await send('PUT', idPath(`${endpoints.path}/files-queue`, id, endpoints.compositeId), {
          file_list: jsonList(fileIds),
          gallery_type: galleryType,
        }),
      );
    },

    uploadImage: async (file: Blob) =>
      uploadedImageOf(await send<UploadedImage>('POST', 'uploads/image', { image: file })),

    uploadBrandImage: async (slot: 'logo' | 'favicon', file: Blob) =>
      uploadedImageOf(await send<UploadedImage>('POST', 'settings/company/logo', { slot, file })),

    async resetPassword(id: Identifier, data: Body) {
      return messageOf(await runAction('users', 'password', { id, data }));
    },

    async selectOptions<T = { id: Identifier; name: string }>(resource: string) {
      const endpoints = endpointsOf(resource);
      if (!endpoints.selectOptions) throw new Error(`Resource "${resource}" has no select options`);
      const response = await http.get<Envelope<T[]>>(api(endpoints.selectOptions));
      return response?.data ?? [];
    },

    async checkSession({ background }: { background: boolean }) {
      await http.request(api('status'), { headers: background ? backgroundRequestHeaders : undefined });
    },

    async twoStep<T = unknown>(step: TwoStepCall, data: Body = {}) {
      const response =
        step === 'status'
          ? await http.get<Envelope<T>>(api('two-step'))
          : await send<T>('POST', `two-step/${step}`, data);
      return { message: response?.message, data: response?.data as T };
    },

    async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data: Body = {}) {
      const response =
        method === 'GET'
          ? await http.get<Envelope<T>>(api(path), data as Query)
          : await send<T>(method, path, data);
      return { message: response?.message, data: response?.data as T };
    },

    action: <T = unknown>(resource: string, name: string, params: { id?: Identifier; data?: Body }) =>
      runAction(resource, name, params) as Promise<T>,
  };
}
