/*
 * The public content API (SPEC §7 "Public (GET)" plus the detail calls the pages need): the `data` of every
 * `{ success: true, data }` answer under /api/pages. Texts are already resolved to the current language (the
 * `_lang` cookie, default tr; a missing English text falls back to Turkish), so the site shows fields as they
 * come. Image fields are URL paths on the same origin (`/uploads/demo/course-1.webp`) or null. Dates are
 * ISO-8601 UTC strings. HTML fields (`description`, `content`, `biography`) are sanitized on write and may be
 * rendered as HTML. Lists are ordered by the admin's drag order (`queue`, highest first) unless noted.
 *
 * URL                                         data
 * GET /api/pages/all-languages                LanguageItem[]
 * GET /api/pages/static-languages             StaticLanguages
 * GET /api/pages/change-language/{abbr}       LanguageItem (and sets the `_lang` cookie; unknown → 404)
 * GET /api/pages/page-meta                    PageMetaMap
 * GET /api/pages/company-config               CompanyConfig
 * GET /api/pages/content?page={page}          PageContents[page] (unknown page → 404)
 * GET /api/pages/categories                   PublicCategory[]
 * GET /api/pages/products                     CourseListItem[] (the education calendar)
 * GET /api/pages/products/popular             CourseListItem[]
 *     (these two and a category's products: with `?page=N&per_page=M`, M ≤ 100, default 20, one page of the
 *     list as Paged<CourseListItem>; past the last page → 404)
 * GET /api/pages/products/upcoming?limit=     UpcomingSession[] (from today on, soonest first; limit ≤ 100)
 * GET /api/pages/products/{category}          CategoryProducts (category seo_name; unknown → 404)
 * GET /api/pages/search-products?search=&category=&page=   Paged<CourseListItem> (12 per page)
 * GET /api/pages/course/{seo_name}            CourseDetail
 * GET /api/pages/instructors                  InstructorListItem[]
 * GET /api/pages/instructor/{seo_name}        InstructorDetail
 * GET /api/pages/brands                       BrandListItem[]
 * GET /api/pages/brand/{seo_name}             BrandDetail
 * GET /api/pages/news                         NewsListItem[] (newest first)
 * GET /api/pages/news/{seo_name}              NewsDetail
 * GET /api/pages/news-archive?page=N          Paged<NewsListItem> (newest first, 12 a page; 404 past the last)
 * GET /api/pages/distance-learning            ContentSection<DistanceLearningContent>
 * GET /api/pages/training-videos              ContentSection<TrainingVideosContent>
 * GET /api/pages/consultancy-service          ContentSection<ConsultancyContent>
 * GET /api/pages/classroom-rental             ContentSection<ClassroomRentalContent>
 * GET /api/pages/contact-information          ContactInformation
 * GET /api/pages/social-media                 SocialMediaItem[]
 * GET /api/pages/open-positions               OpenPositionItem[] (active ones, in list order)
 * GET /api/pages/contracts                    ContractListItem[]
 * GET /api/pages/contract/{seo_name}          ContractDetail
 * POST /api/contact                           FormSubmitResponse (fields: shared/schemas/contact.ts)
 * POST /api/human-resources                   FormSubmitResponse (fields: shared/schemas/hrApplication.ts)
 */
import type { Dictionary, Paged } from './types.js';
import type { PriceOffer } from './priceOffer.js';

/** A URL path of a public image, e.g. `/uploads/demo/course-1.webp`. */
export type ImagePath = string;

/**
 * An image's alternative text in the current language (issue 28): '' for a decorative image (write alt=""),
 * null when none was given (the site falls back to the record's title, or '' where the title is beside it).
 */
export type ImageAlt = string | null;

// ---------------------------------------------------------------- languages, meta, configuration

export interface LanguageItem {
  abbr: string;
  /** The language's own name: 'Türkçe', 'English'. */
  lang: string;
  is_default: boolean;
}

/** The static-language dictionary (navbar, footer, home, form_input, form_error) of the current language. */
export interface StaticLanguages {
  abbr: string;
  lang: string;
  page_lang: Dictionary;
}

/** The public route names that have page meta (SPEC §2 names plus the detail and utility pages). */
export const publicRouteNames = [
  'home',
  'about_us',
  'products',
  'course',
  'distance_learning',
  'training_videos',
  'instructors',
  'instructor',
  'consultancy_service',
  'classroom_rental',
  'brand',
  'search_products',
  'news',
  'news_archive',
  'human_resources',
  'contact',
  'corporate_request',
  'contract',
  'not_found',
  'waitlist_offer',
] as const;
export type PublicRouteName = (typeof publicRouteNames)[number];

/** Null means "not set": the page title is then the company name alone, the description empty. */
export interface PageMetaEntry {
  title: string | null;
  description: string | null;
}
/** Keyed by route name (see publicRouteNames); the admin may add more keys. */
export type PageMetaMap = Record<string, PageMetaEntry>;

/** SPEC §3 Configuration, with the company name resolved for the current language as `companyName`. */
export interface CompanyConfig {
  mainLogoPath: ImagePath;
  favIcoLogoPath: ImagePath;
  secondLogoPath: ImagePath;
  mainColor: string;
  secondColor: string;
  projectCompanyName: string;
  companyName: string;
  companyNameTr: string;
  companyNameEn: string;
  projectCompanyUrl: string;
}

// ---------------------------------------------------------------- categories and courses

/** `content_lang` when the name is the default language's for want of one in the answer's (issue 30). */
export interface PublicSubCategory extends ContentFallback {
  id: number;
  parent_id: number | null;
  section: string;
  seo_name: string;
  /** Name in the current language. */
  name: string;
  seo_title: string;
  seo_description: string;
  queue: number;
  /** `name_tr`, `name_en`, … : the name in every active language (SPEC §3 `name_{lang}`). */
  [nameInLanguage: `name_${string}`]: string;
}

export interface PublicCategory extends PublicSubCategory {
  /** One level only, ordered by queue (highest first). */
  sub_categories: PublicSubCategory[];
}

/** A category as a course carries it: the sub-category with its main category as `parent`. */
export interface CategoryRef {
  id: number;
  seo_name: string;
  name: string;
  parent: { id: number; seo_name: string; name: string } | null;
}

export interface BrandRef {
  id: number;
  name: string;
  seo_name: string;
  logo: ImagePath | null;
  logo_alt: ImageAlt;
}

export interface InstructorRef {
  id: number;
  name: string;
  seo_name: string;
  /** Professional title, e.g. 'ISO Baş Denetçisi'. */
  title: string;
  photo: ImagePath | null;
  photo_alt: ImageAlt;
}

export interface CourseSession {
  id: number;
  starts_at: string;
  ends_at: string;
  /** 'İstanbul', 'Ankara', 'İzmir', 'Online', … */
  place: string | null;
  is_online: boolean;
  seats: number | null;
  /** Seats not yet taken by pre-registrations; null when the session has no limit. */
  seats_left: number | null;
}

/** Gallery types a file of a course or a content section can have. */
export const galleryTypes = ['cover', 'gallery', 'document'] as const;
export type GalleryType = (typeof galleryTypes)[number];

export interface PublicFile {
  id: number;
  url: ImagePath;
  gallery_type: GalleryType | string;
  mime: string;
  width: number | null;
  height: number | null;
  title: string;
  alt: ImageAlt;
}

export interface CourseSummary {
  id: number;
  section: string;
  seo_name: string;
  /** Set when the course has no title in the answer's language: its texts are this (the default) language's. */
  content_lang?: string;
  title: string;
  summary: string;
  /** Free text: '3 gün (18 saat)'. */
  duration: string | null;
  /** Free text as entered: '4.500 TL + KDV'. */
  price: string | null;
  /**
   * The price as a number (JSON-LD offers): from the default language's text, so the same in every
   * language (shared/priceOffer.ts); null when the price is in words or not set.
   */
  price_offer: PriceOffer | null;
  is_popular: boolean;
  /** The first 'cover' file, else the first 'gallery' image. */
  cover: ImagePath | null;
  cover_alt: ImageAlt;
  category: CategoryRef | null;
  brand: BrandRef | null;
  queue: number;
}

export interface CourseListItem extends CourseSummary {
  instructors: InstructorRef[];
  /** Sessions from today on, soonest first. */
  sessions: CourseSession[];
  next_session: CourseSession | null;
}

/**
 * A list item of a record not written in the answer's language (issue 30): it shows the default language's
 * texts, and `content_lang` names that language so the site marks them with `lang`/`dir`. Left out when the
 * item is in the answer's language, which keeps the lists small.
 */
export interface ContentFallback {
  content_lang?: string;
}

/**
 * The languages a record with a page of its own is written in (issue 30): its page is listed (sitemap,
 * hreflang) only in those, and shows the default language's text, marked with `lang`, in any other.
 * The server always sends both; optional only so that fixtures written before need not state them.
 */
export interface PageLanguages {
  /** The active languages whose title (or name) text is not empty, in the languages' order. */
  translated_languages?: string[];
  /** The language of the text shown: the page's own when translated, else the default language ('tr'). */
  content_lang?: string;
  /**
   * The record's slug (the `:seo_name` of its address) in each active language, the Turkish one where a
   * language has none of its own (issue 30): its language twins' addresses. The answer's own `seo_name` is
   * the one of its language. Absent for records whose addresses are the same in every language.
   */
  seo_names?: Record<string, string>;
}

/** A frequently asked question of a course in the page's language; the answer is plain text (issue 32). */
/** `content_lang` when the question is the default language's for want of one in the answer's (issue 30). */
export interface CourseFaqEntry extends ContentFallback {
  question: string;
  answer: string;
}

export interface CourseDetail extends CourseListItem, PageLanguages {
  description: string;
  seo_title: string;
  seo_description: string;
  files: PublicFile[];
  /**
   * Its frequently asked questions, in the admin's order; [] when none. The server always sends it; optional
   * only so that fixtures written before need not state it.
   */
  faq?: CourseFaqEntry[];
  /**
   * Up to 3 other published courses to show under it: same sub-category first, then same main category, same
   * brand, then popular ones (server/routes/public/relatedCourses.ts).
   */
  related: CourseListItem[];
}

export interface UpcomingSession extends CourseSession {
  course: CourseSummary;
}

export interface CategoryProducts {
  /** The category asked for (a main category or a sub-category), with its sub-categories. */
  main_category: PublicCategory;
  /** Its courses and those of its sub-categories. */
  products: CourseListItem[];
}

/** A category's answer asked with `?page=N`: one page of its courses. */
export interface CategoryProductsPage extends Omit<CategoryProducts, 'products'> {
  products: Paged<CourseListItem>;
}

// ---------------------------------------------------------------- instructors, brands, news

export interface InstructorListItem extends InstructorRef, ContentFallback {
  /** A plain-text excerpt of the biography. */
  summary: string;
}

export interface InstructorDetail extends InstructorListItem, PageLanguages {
  biography: string;
  courses: CourseListItem[];
}

export interface BrandListItem extends BrandRef, ContentFallback {
  website: string | null;
}

export interface BrandDetail extends BrandListItem, PageLanguages {
  description: string;
  courses: CourseListItem[];
}

export interface NewsListItem extends ContentFallback {
  id: number;
  seo_name: string;
  title: string;
  summary: string;
  image: ImagePath | null;
  image_alt: ImageAlt;
  published_at: string;
}

export interface NewsDetail extends NewsListItem, PageLanguages {
  content: string;
}

// ---------------------------------------------------------------- page contents

/*
 * Stored content data (the `contents` table, edited in the back office) has exactly these shapes, except that
 * every text is a per-language map ({ "tr": "…", "en": "…" }); the API resolves those maps to strings. Files
 * (galleries) are rows of the files table with owner_type 'content' and the section's id.
 */
export interface ContentSection<T> {
  id: number;
  name: string;
  data: T;
  files: PublicFile[];
  updated_at: string;
}

export interface TitledText {
  title: string;
  text: string;
  /** One of shared/featureIcons.ts's keys, chosen in the back office; absent on items saved before. */
  icon?: string;
}

export interface HeroContent {
  title: string;
  subtitle: string;
  button_text: string;
  button_link: string;
  image: ImagePath;
  /** The image's alt text (issue 28); absent only on blocks saved without an image field. */
  image_alt?: ImageAlt;
}

export interface HomeAboutContent {
  title: string;
  text: string;
  image: ImagePath;
  /** The image's alt text (issue 28); absent only on blocks saved without an image field. */
  image_alt?: ImageAlt;
  button_text: string;
}

export interface FeatureItem extends TitledText {
  file_img: ImagePath;
  /** The icon image's alt text (issue 28): usually '' (decorative), the item's title says what it is. */
  file_img_alt?: ImageAlt;
}

export interface HomeFeaturesContent {
  title: string;
  items: FeatureItem[];
}

export interface HomeStatsContent {
  items: { value: string; label: string }[];
}

/** SPEC §3: home.contact_form_social_icons, each with file_img and a title per language. */
export interface SocialIconItem {
  file_img: ImagePath;
  /** The icon's alt text (issue 28): usually '' (decorative), the link's title is written beside it. */
  file_img_alt?: ImageAlt;
  title: string;
  uri: string;
}

export interface ContactFormSocialIconsContent {
  title: string;
  items: SocialIconItem[];
}

export interface AboutUsContent {
  title: string;
  summary: string;
  /** HTML. */
  content: string;
  image: ImagePath;
  /** The image's alt text (issue 28); absent only on blocks saved without an image field. */
  image_alt?: ImageAlt;
  mission: string;
  vision: string;
  values: TitledText[];
}

export interface DistanceLearningContent {
  title: string;
  summary: string;
  content: string;
  image: ImagePath;
  /** The image's alt text (issue 28); absent only on blocks saved without an image field. */
  image_alt?: ImageAlt;
  features: TitledText[];
}

export interface TrainingVideo {
  title: string;
  description: string;
  /** The YouTube video id: embed as https://www.youtube-nocookie.com/embed/{youtube_id}. */
  youtube_id: string;
  duration: string;
  /** The video's own poster image (16:9), shown until play is pressed; absent when none was uploaded. */
  poster?: ImagePath;
  /** The poster's alt text (issue 28). */
  poster_alt?: ImageAlt;
}

export interface TrainingVideosContent {
  title: string;
  summary: string;
  videos: TrainingVideo[];
}

export interface ConsultancyContent {
  title: string;
  summary: string;
  content: string;
  image: ImagePath;
  /** The image's alt text (issue 28); absent only on blocks saved without an image field. */
  image_alt?: ImageAlt;
  services: TitledText[];
}

export interface ClassroomRoom {
  name: string;
  capacity: number;
  features: string;
}

export interface ClassroomRentalContent {
  title: string;
  summary: string;
  content: string;
  image: ImagePath;
  /** The image's alt text (issue 28); absent only on blocks saved without an image field. */
  image_alt?: ImageAlt;
  rooms: ClassroomRoom[];
}

export interface NewsPageContent {
  title: string;
  summary: string;
}

/** /api/pages/content?page={page}: the page's sections keyed by name. */
export interface PageContents {
  home: {
    hero: ContentSection<HeroContent>;
    about: ContentSection<HomeAboutContent>;
    features: ContentSection<HomeFeaturesContent>;
    stats: ContentSection<HomeStatsContent>;
    contact_form_social_icons: ContentSection<ContactFormSocialIconsContent>;
  };
  corporate: { about_us: ContentSection<AboutUsContent> };
  educations: {
    distance_learning: ContentSection<DistanceLearningContent>;
    training_videos: ContentSection<TrainingVideosContent>;
  };
  services: {
    consultancy_service: ContentSection<ConsultancyContent>;
    classroom_rental: ContentSection<ClassroomRentalContent>;
  };
  media: { news: ContentSection<NewsPageContent> };
}
export type ContentPage = keyof PageContents;
export const contentPages: readonly ContentPage[] = ['home', 'corporate', 'educations', 'services', 'media'];

// ---------------------------------------------------------------- contact, social media, contracts, forms

export const contactSections = ['telefon', 'email', 'adres', 'shift', 'source_link'] as const;
export type ContactSection = (typeof contactSections)[number];

export interface ContactInformationItem {
  id: number;
  /** A label: 'Merkez Ofis', 'Eğitim Danışmanı'. */
  name: string;
  /** The phone number, e-mail address, postal address, working hours or map link. */
  content: string;
}

/** Every section is present (possibly empty), items in the current language ordered by queue. */
export type ContactInformation = Record<ContactSection, ContactInformationItem[]>;

export interface SocialMediaItem {
  id: number;
  /** facebook, instagram, linkedin, x, youtube, … (lower case; pick the icon by it). */
  name: string;
  uri: string;
}

/** An open position of the careers page, in the visitor's language. */
export interface OpenPositionItem extends ContentFallback {
  id: number;
  title: string;
  location: string;
  /** One of shared/schemas/openPosition.ts employmentTypes; the site names it from the dictionary. */
  employment_type: 'full_time' | 'part_time' | 'internship' | 'project';
  description: string;
}

export interface ContractListItem extends ContentFallback {
  id: number;
  name: string;
  seo_name: string;
  /** The KVKK notice chosen in the back office: the forms that take personal data link it. */
  kvkk_notice: boolean;
}

export interface ContractDetail extends ContractListItem, PageLanguages {
  /** The contract text in the current language (HTML). */
  content: string;
  updated_at: string;
}

/** The answer to POST /api/contact and POST /api/human-resources. */
export interface FormSubmitResponse {
  success: true;
  message: string;
}
