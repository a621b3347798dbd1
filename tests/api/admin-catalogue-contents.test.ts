import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentMessages } from '../../shared/schemas/content.js';
import { diskPath, imagePart, pngImage, uploadedFiles } from '../helpers/catalogue.js';
import { useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp({ seed: true });

interface Block {
  id: number | null;
  page: string;
  name: string;
  data: Record<string, unknown>;
  files: { id: number; url: string }[];
}

const block = async (page: string, name: string) =>
  (await admin.get(`/contents/${page}/${name}`)).json().data as Block;
const publicPage = async (page: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pages/content?page=${page}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('contents: read', () => {
  it('answers every block grouped by page, with the seeded data', async () => {
    const res = await editor.get('/contents');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data)).toEqual(['home', 'educations', 'services', 'media', 'corporate']);
    expect(Object.keys(data.home)).toEqual([
      'hero',
      'about',
      'features',
      'stats',
      'contact_form_social_icons',
    ]);
    expect(Object.keys(data.educations)).toEqual(['distance_learning', 'training_videos']);
    expect(Object.keys(data.services)).toEqual(['consultancy_service', 'classroom_rental']);
    expect(Object.keys(data.corporate)).toEqual(['about_us']);
    expect(data.corporate.about_us).toMatchObject({
      id: expect.any(Number),
      page: 'corporate',
      name: 'about_us',
      data: { title: { tr: 'Biz Kimiz?', en: 'About Us' } },
    });
    const icons = data.home.contact_form_social_icons.data.items;
    expect(icons[0]).toEqual({
      file_img: expect.stringMatching(/^\/uploads\//),
      // The icon's alt text beside it (issue 28): the demo icons only decorate, their titles say it.
      file_img_alt: {},
      file_img_decorative: 1,
      title: expect.any(Object),
      uri: expect.any(String),
    });
    expect(data.services.classroom_rental.files.length).toBeGreaterThan(0);
    expect(await block('corporate', 'about_us')).toEqual(data.corporate.about_us);
  });

  it('answers 401 without a token and 404 for a page or block that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contents' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/contents/corporate/about_us' })).statusCode,
    ).toBe(401);
    expect((await admin.get('/contents/corporate/nope')).statusCode).toBe(404);
    expect((await admin.put('/contents/nowhere/about_us', { data: {} })).statusCode).toBe(404);
  });
});

describe('contents: write', () => {
  it('saves every seeded block unchanged when sent back (the schemas match the stored shapes)', async () => {
    const all = (await admin.get('/contents')).json().data as Record<string, Record<string, Block>>;
    for (const [page, blocks] of Object.entries(all)) {
      for (const [name, current] of Object.entries(blocks)) {
        const res = await admin.put(`/contents/${page}/${name}`, { data: current.data });
        expect(res.statusCode, `${page}/${name}: ${res.body}`).toBe(200);
        const saved = res.json().data.data;
        if (name === 'training_videos') {
          const videos = (current.data.videos as { youtube_id: string }[]).map((video) => ({
            ...video,
            video_url: `https://www.youtube.com/watch?v=${video.youtube_id}`,
            vimeo_id: '',
          }));
          expect(saved, `${page}/${name}`).toEqual({ ...current.data, videos });
        } else {
          expect(saved, `${page}/${name}`).toEqual(current.data);
        }
      }
    }
  });

  it('updates about us through POST + _method=PUT with data as JSON text, sanitized, and the public page shows it', async () => {
    const before = await publicPage('corporate');
    const current = await block('corporate', 'about_us');
    const data = {
      ...current.data,
      title: { tr: 'Hakkımızda', en: 'About Akademi' },
      content: {
        tr: '<p>Yeni metin</p><script>alert(1)</script><img src="x" onerror="y()">',
        en: '<p>New</p>',
      },
      unknown_key: 'dropped',
    };
    const res = await admin.form('/contents/corporate/about_us', {
      _method: 'PUT',
      data: JSON.stringify(data),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Güncellendi!' });
    const saved = res.json().data.data;
    expect(saved.title).toEqual({ tr: 'Hakkımızda', en: 'About Akademi' });
    expect(saved.content).toEqual({ tr: '<p>Yeni metin</p>', en: '<p>New</p>' });
    expect(saved).not.toHaveProperty('unknown_key');

    // The public API answered from its cache before; the admin write cleared it.
    const after = await publicPage('corporate');
    expect(before.about_us.data.title).toBe('Biz Kimiz?');
    expect(after.about_us.data.title).toBe('Hakkımızda');
    expect(after.about_us.data.content).toBe('<p>Yeni metin</p>');
  });

  it('turns YouTube and Vimeo links into ids and refuses other links, storing nothing', async () => {
    const current = await block('educations', 'training_videos');
    const video = (url: string) => ({ title: { tr: 'Video' }, video_url: url, duration: '01:00' });
    const res = await admin.put('/contents/educations/training_videos', {
      data: {
        ...current.data,
        videos: [
          video('https://youtu.be/dQw4w9WgXcQ'),
          video('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42'),
          video('https://www.youtube.com/embed/dQw4w9WgXcQ'),
          video('https://vimeo.com/76979871'),
          video('https://player.vimeo.com/video/76979871'),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const videos = res.json().data.data.videos;
    expect(videos.map((v: { youtube_id: string; vimeo_id: string }) => [v.youtube_id, v.vimeo_id])).toEqual([
      ['dQw4w9WgXcQ', ''],
      ['dQw4w9WgXcQ', ''],
      ['dQw4w9WgXcQ', ''],
      ['', '76979871'],
      ['', '76979871'],
    ]);
    expect(videos[3].video_url).toBe('https://vimeo.com/76979871');

    const saved = await block('educations', 'training_videos');
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://youtube.com/watch?v=short',
      '',
    ]) {
      const bad = await admin.put('/contents/educations/training_videos', {
        data: { ...current.data, videos: [video('https://youtu.be/dQw4w9WgXcQ'), video(url)] },
      });
      expect(bad.statusCode, url).toBe(422);
      expect(bad.json().errors).toEqual({ 'videos[1].video_url': contentMessages.video });
    }
    expect(await block('educations', 'training_videos')).toEqual(saved);
  });

  it('checks image paths and links of the contact form icons', async () => {
    const current = await block('home', 'contact_form_social_icons');
    const items = current.data.items as Record<string, unknown>[];
    const bad = await admin.put('/contents/home/contact_form_social_icons', {
      data: {
        ...current.data,
        items: [{ ...items[0], file_img: 'javascript:alert(1)', uri: 'javascript:alert(1)' }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'items[0].file_img': contentMessages.image,
      'items[0].uri': contentMessages.link,
    });
    const good = await admin.form('/contents/home/contact_form_social_icons', {
      _method: 'PUT',
      data: JSON.stringify({
        title: { tr: 'Bize Ulaşın' },
        items: [
          {
            file_img: '/uploads/editor/icon.webp',
            title: { tr: 'Telefon', en: 'Phone' },
            uri: 'tel:+90 212 555 01 23',
          },
        ],
      }),
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.data.items).toEqual([
      {
        file_img: '/uploads/editor/icon.webp',
        file_img_alt: {},
        file_img_decorative: 0,
        title: { tr: 'Telefon', en: 'Phone' },
        uri: 'tel:+90 212 555 01 23',
      },
    ]);
    expect((await admin.form('/contents/home/hero', { _method: 'PUT', data: '{not json' })).statusCode).toBe(
      422,
    );
  });
});

describe('contents: gallery (the course gallery endpoints, owner type content)', () => {
  it('uploads, reorders and deletes images of a content block', async () => {
    const current = await block('services', 'classroom_rental');
    const seeded = current.files.map((f) => f.id);
    const up = await admin.form('/contents/services/classroom_rental/files', {}, [
      imagePart(await pngImage(200, 100)),
    ]);
    expect(up.statusCode, up.body).toBe(201);
    const files = up.json().data as { id: number; url: string }[];
    expect(files.map((f) => f.id).slice(0, seeded.length)).toEqual(seeded);
    const added = files[files.length - 1];

    const order = [added.id, ...seeded];
    const queue = await admin.form('/contents/files-queue/services/classroom_rental', {
      _method: 'PUT',
      file_list: JSON.stringify(order),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect((await block('services', 'classroom_rental')).files.map((f) => f.id)).toEqual(order);
    const publicSection = await t.app.inject({ method: 'GET', url: '/api/pages/classroom-rental' });
    expect(publicSection.json().data.files[0].url).toBe(added.url);

    // The course endpoint cannot delete a content file, and the other way round.
    expect((await admin.del(`/products/files/${added.id}`)).statusCode).toBe(404);
    const del = await admin.del(`/contents/files/${added.id}`);
    expect(del.json()).toMatchObject({ success: true, message: 'Silindi!' });
    expect(fs.existsSync(diskPath(t, added.url))).toBe(false);
  });

  it('creates the block row for a block never saved before, and refuses unknown blocks', async () => {
    await t.app.db.deleteFrom('contents').where('page', '=', 'media').where('name', '=', 'news').execute();
    expect((await block('media', 'news')).id).toBeNull();
    const up = await admin.form('/contents/media/news/files', {}, [imagePart(await pngImage())]);
    expect(up.statusCode).toBe(201);
    expect((await block('media', 'news')).id).toEqual(expect.any(Number));
    const files = uploadedFiles(t, 'contents');
    expect(
      (await admin.form('/contents/media/nope/files', {}, [imagePart(await pngImage())])).statusCode,
    ).toBe(404);
    expect(uploadedFiles(t, 'contents')).toEqual(files);
  });
});
