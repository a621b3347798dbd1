import * as yup from 'yup';
import type { AdminFile } from './product.js';
import { catalogueMessages as m, catalogueText, flagField, plainText } from './catalogueFields.js';
import { imageAltField } from './imageAlt.js';
import { isFeatureIconKey } from '../featureIcons.js';

/*
 * The content pages' named blocks (the `contents` table, page + name) and the shape of each block's `data`,
 * as shared/publicApi.ts describes them: every text is a per-language map { tr, en } (see catalogueFields;
 * a cleared text is {}), while image paths, links, numbers and video ids are plain values. `content` is the
 * one rich-text field (HTML, sanitized by the server). Unknown keys are dropped.
 *
 * PUT /api/admin/contents/:page/:name takes `data` as an object (JSON body) or as its JSON text (form data).
 * Training videos take a YouTube or Vimeo link in `video_url` (or a bare YouTube id in `youtube_id`); the
 * server stores the link with `youtube_id` or `vimeo_id` filled in.
 *
 * Every image field (`image`, `file_img`, `poster`) has its alternative text per language beside it,
 * `<field>_alt` ({ tr, en }, at most 200 characters each), and `<field>_decorative` (0/1): an image that only
 * decorates (an icon beside a title that says the same) has an empty alt on purpose (issue 28).
 */

export const contentMessages = {
  pageNotFound: 'Sayfa bulunamadı',
  invalidData: 'Geçersiz içerik',
  image: 'Geçerli bir görsel adresi giriniz (/uploads/… veya https://…)',
  link: 'Geçerli bir bağlantı giriniz (/sayfa, https://…, mailto: veya tel:)',
  video: 'Geçerli bir YouTube veya Vimeo adresi giriniz',
  icon: 'Listeden bir ikon seçiniz',
} as const;

/** Top-level keys of a block's data that hold HTML from the rich text editor. */
export const contentRichKeys = ['content'] as const;

const imagePattern = /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9/_.\-%]+|https:\/\/[^\s"'<>]+)$/;
const linkPattern = /^(\/(?!\/)[^\s"'<>]*|https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[+0-9()\-\s.]+)$/i;

/** An address of up to 500 characters that, when given, must match `pattern`; else contentMessages[kind]. */
const addressField = (kind: 'image' | 'link', pattern: RegExp) => () =>
  yup
    .string()
    .trim()
    .max(500, m.max(500))
    .test(kind, contentMessages[kind], (value) => !value || pattern.test(value))
    .default('');

const imageField = addressField('image', imagePattern);
const linkField = addressField('link', linkPattern);

/** The keys of a block's data (at any depth) that hold an image: each has `<key>_alt` and `<key>_decorative`. */
export const contentImageKeys = ['image', 'file_img', 'poster'] as const;
export type ContentImageKey = (typeof contentImageKeys)[number];

/** An image field with its alt text per language and its decorative flag, stored beside it. */
function imageWithAlt<K extends ContentImageKey>(key: K) {
  return {
    [key]: imageField(),
    [`${key}_alt`]: imageAltField(),
    [`${key}_decorative`]: flagField(0),
  } as { [P in K]: ReturnType<typeof imageField> } & {
    [P in `${K}_alt`]: ReturnType<typeof imageAltField>;
  } & { [P in `${K}_decorative`]: ReturnType<typeof flagField> };
}

const title = () => catalogueText({ max: 250 });
const text = (max = 2000) => catalogueText({ max });
const rich = () => catalogueText({ max: 200_000, rich: true });
const list = <T extends yup.AnyObjectSchema>(item: T, max = 50) =>
  yup
    .array(item)
    .max(max, m.tooMany(max))
    .default(() => []);
/** An item's icon: one of the fixed keys the back office offers, or '' for none (the site picks one). */
const iconField = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('icon', contentMessages.icon, (value) => !value || isFeatureIconKey(value));
const titled = () => yup.object({ title: title(), text: text(), icon: iconField() });

/** The id of a YouTube or Vimeo link, or of a bare YouTube id. */
export function parseVideoUrl(input: string): { provider: 'youtube' | 'vimeo'; id: string } | undefined {
  const value = input.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(value)) return { provider: 'youtube', id: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const youtubeId = (id: string | null | undefined) =>
    id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: 'youtube' as const, id } : undefined;
  if (host === 'youtu.be') return youtubeId(url.pathname.split('/')[1]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return youtubeId(url.searchParams.get('v'));
    const match = /^\/(embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
    return youtubeId(match?.[2]);
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(url.pathname);
    return match ? { provider: 'vimeo', id: match[1] } : undefined;
  }
  return undefined;
}

export const videoUrlOf = (provider: 'youtube' | 'vimeo', id: string) =>
  provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;

const videoSchema = yup
  .object({
    title: title(),
    description: text(1000),
    duration: plainText(20),
    ...imageWithAlt('poster'),
    video_url: yup.string().trim().max(500, m.max(500)).default(''),
    youtube_id: yup.string().default(''),
    vimeo_id: yup.string().default(''),
  })
  .transform((value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    const item = value as Record<string, unknown>;
    const source = [
      item.video_url,
      item.youtube_id,
      item.vimeo_id && `https://vimeo.com/${String(item.vimeo_id)}`,
    ]
      .map((candidate) => (typeof candidate === 'string' ? candidate.trim() : ''))
      .find(Boolean);
    const video = source ? parseVideoUrl(source) : undefined;
    if (!video) return { ...item, youtube_id: '', vimeo_id: '' };
    return {
      ...item,
      video_url: videoUrlOf(video.provider, video.id),
      youtube_id: video.provider === 'youtube' ? video.id : '',
      vimeo_id: video.provider === 'vimeo' ? video.id : '',
    };
  })
  .test('video', contentMessages.video, function hasVideo(value) {
    if (value && (value.youtube_id || value.vimeo_id)) return true;
    return this.createError({ path: `${this.path}.video_url`, message: contentMessages.video });
  });

const withImage = { title: title(), summary: text(), content: rich(), ...imageWithAlt('image') };

/** Every block the back office edits, by page (in the order the admin shows them) and name. */
export const contentBlockSchemas = {
  home: {
    hero: yup.object({
      title: title(),
      subtitle: text(),
      button_text: title(),
      button_link: linkField(),
      ...imageWithAlt('image'),
    }),
    about: yup.object({
      title: title(),
      text: text(5000),
      ...imageWithAlt('image'),
      button_text: title(),
    }),
    features: yup.object({
      title: title(),
      items: list(
        yup.object({ title: title(), text: text(), icon: iconField(), ...imageWithAlt('file_img') }),
      ),
    }),
    stats: yup.object({ items: list(yup.object({ value: plainText(50), label: title() })) }),
    contact_form_social_icons: yup.object({
      title: title(),
      items: list(yup.object({ ...imageWithAlt('file_img'), title: title(), uri: linkField() })),
    }),
  },
  educations: {
    distance_learning: yup.object({ ...withImage, features: list(titled()) }),
    training_videos: yup.object({ title: title(), summary: text(), videos: list(videoSchema, 100) }),
  },
  services: {
    consultancy_service: yup.object({ ...withImage, services: list(titled()) }),
    classroom_rental: yup.object({
      ...withImage,
      rooms: list(
        yup.object({
          name: title(),
          capacity: yup
            .number()
            .transform((value: number, original: unknown) => (original === '' ? undefined : value))
            .typeError(m.invalid)
            .integer(m.invalid)
            .min(0, m.invalid)
            .max(100_000, m.invalid)
            .default(0),
          features: text(500),
        }),
      ),
    }),
  },
  media: { news: yup.object({ title: title(), summary: text() }) },
  corporate: {
    about_us: yup.object({
      ...withImage,
      mission: text(),
      vision: text(),
      values: list(titled()),
    }),
  },
} as const satisfies Record<string, Record<string, yup.AnyObjectSchema>>;

export type ContentPageKey = keyof typeof contentBlockSchemas;
export const contentPageKeys = Object.keys(contentBlockSchemas) as ContentPageKey[];

/** The schema of a block, or undefined when page/name is not a block the back office edits. */
export function contentBlockSchema(page: string, name: string): yup.AnyObjectSchema | undefined {
  if (!Object.hasOwn(contentBlockSchemas, page)) return undefined;
  const blocks: Record<string, yup.AnyObjectSchema> = contentBlockSchemas[page as ContentPageKey];
  return Object.hasOwn(blocks, name) ? blocks[name] : undefined;
}

/** A block as the admin API answers it; `id` is null until the block is first saved. */
export interface AdminContentBlock {
  id: number | null;
  page: string;
  name: string;
  data: Record<string, unknown>;
  files: AdminFile[];
  updated_at: string | null;
}
