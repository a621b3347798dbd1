import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import { createDataProvider } from '../dataProvider/dataProvider';
import { fakeFetch, type RecordedRequest, setCsrfMeta } from '../testing/fakeFetch';
import { blankNulls } from './formValues';

/** The data provider requests the catalogue and content screens rely on (resources.ts entries they added). */
function setup(
  respond: (request: RecordedRequest) => { status?: number; body?: unknown } = () => ({
    body: { success: true, data: { id: 9 } },
  }),
) {
  const server = fakeFetch(respond);
  const provider = createDataProvider(createHttpClient({ fetch: server.fetch, getToken: () => 'token' }));
  return { provider, requests: server.requests };
}

beforeEach(() => setCsrfMeta());

describe('content blocks: addressed as page/name', () => {
  it('reads and saves a block at /contents/:page/:name and keeps that address as its id', async () => {
    const { provider, requests } = setup(() => ({
      body: { success: true, data: { id: 5, page: 'corporate', name: 'about_us', data: {} } },
    }));
    const { data } = await provider.getOne('contents', { id: 'corporate/about_us' });
    expect(data.id).toBe('corporate/about_us');
    await provider.update('contents', {
      id: 'corporate/about_us',
      data: { data: { title: { tr: 'Biz Kimiz?' } } },
      previousData: data,
    });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/admin/contents/corporate/about_us'],
      ['POST', '/api/admin/contents/corporate/about_us'],
    ]);
    expect(requests[1].body).toEqual({ data: '{"title":{"tr":"Biz Kimiz?"}}', _method: 'PUT' });
  });

  it("uploads to, orders and deletes from a block's gallery", async () => {
    const { provider, requests } = setup();
    const image = new File(['png'], 'a.png', { type: 'image/png' });
    await provider.action('contents', 'files', {
      id: 'services/classroom_rental',
      data: { files: [image], gallery_type: 'gallery' },
    });
    await provider.filesQueue('contents', 'services/classroom_rental', [3, 1, 2], 'gallery');
    await provider.action('contents', 'deleteFile', { id: 3 });
    expect(requests.map((r) => [r.url, r.body?._method])).toEqual([
      ['/api/admin/contents/services/classroom_rental/files', undefined],
      ['/api/admin/contents/files-queue/services/classroom_rental', 'PUT'],
      ['/api/admin/contents/files/3', 'DELETE'],
    ]);
    expect((requests[0].form?.get('files') as File).name).toBe('a.png');
  });
});

describe('course gallery and editor images', () => {
  it('deletes a course image at /products/files/:fileId', async () => {
    const { provider, requests } = setup();
    await provider.action('products', 'deleteFile', { id: 41 });
    expect(requests[0]).toMatchObject({ url: '/api/admin/products/files/41', body: { _method: 'DELETE' } });
  });

  it('uploads a rich text image to /uploads/image and answers its URL', async () => {
    const { provider, requests } = setup(() => ({
      status: 201,
      body: {
        success: true,
        data: {
          url: '/uploads/editor/ab.webp',
          thumb_url: '/uploads/editor/ab-thumb.webp',
          width: 10,
          height: 10,
        },
      },
    }));
    const image = await provider.uploadImage(new File(['png'], 'x.png', { type: 'image/png' }));
    expect(image.url).toBe('/uploads/editor/ab.webp');
    expect(requests[0].url).toBe('/api/admin/uploads/image');
    expect((requests[0].form?.get('image') as File).name).toBe('x.png');
  });

  it("passes the server's refusal of an upload on", async () => {
    const { provider } = setup(() => ({
      status: 413,
      body: { success: false, message: 'Dosya çok büyük (en fazla 5 MB)' },
    }));
    await expect(provider.uploadImage(new File(['x'], 'x.png'))).rejects.toMatchObject({
      status: 413,
      message: 'Dosya çok büyük (en fazla 5 MB)',
    });
  });
});

describe('blankNulls', () => {
  it('sends cleared inputs as empty texts and leaves untouched ones out, at any depth; files as they are', () => {
    const file = new File(['x'], 'x.png');
    const values = {
      a: null,
      b: { tr: 'x', en: null, de: undefined },
      c: [{ place: null, seats: 3 }],
      photo: file,
    };
    expect(blankNulls(values)).toStrictEqual({
      a: '',
      b: { tr: 'x', en: '' },
      c: [{ place: '', seats: 3 }],
      photo: file,
    });
  });
});
