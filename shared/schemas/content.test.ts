import { describe, expect, it } from 'vitest';
import { contentBlockSchema, contentMessages } from './content';

const validate = (page: string, name: string, data: unknown) =>
  contentBlockSchema(page, name)!.validate(data, { abortEarly: false, stripUnknown: true });

describe('content block schemas: icons and posters', () => {
  it('keeps an item’s icon when it is one of the offered keys, and defaults to none', async () => {
    const block = await validate('corporate', 'about_us', {
      values: [{ title: { tr: 'Uygulama' }, icon: 'tools' }, { title: { tr: 'Dürüstlük' } }],
    });
    expect(block.values.map((value: { icon: string }) => value.icon)).toEqual(['tools', '']);
  });

  it('refuses an icon outside the list', async () => {
    await expect(
      validate('services', 'consultancy_service', { services: [{ title: { tr: 'ISO' }, icon: 'skull' }] }),
    ).rejects.toMatchObject({ errors: [contentMessages.icon] });
  });

  it('stores a video’s poster as an uploaded image path and refuses other addresses', async () => {
    const video = { title: { tr: 'Video' }, youtube_id: 'kR9tD3vQp2M', poster: '/uploads/contents/a.webp' };
    const block = await validate('educations', 'training_videos', { videos: [video] });
    expect(block.videos[0].poster).toBe('/uploads/contents/a.webp');
    await expect(
      validate('educations', 'training_videos', { videos: [{ ...video, poster: 'javascript:alert(1)' }] }),
    ).rejects.toMatchObject({ errors: [contentMessages.image] });
  });
});
