import { useParams } from 'react-router-dom';
import type { NewsDetail } from '../../shared/publicApi';
import { useAbsoluteUrl, useNow } from '../ssr/PageContext';
import { useNews, useNewsList } from '../data/useNews';
import { useT } from '../i18n/DictionaryContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { useLanguage } from '../i18n/LanguageContext';
import { paths } from '../../shared/routes';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { CoverImage } from '../ui/CoverImage';
import { formatDate, relativeText } from '../ui/format';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { RecordLink } from '../ui/RecordLink';
import { RichText } from '../ui/RichText';
import { ShareWidget } from '../ui/ShareWidget';
import { SideLinks } from '../ui/SideLinks';
import { RecordPage } from './RecordPage';

function OtherNews({ current }: { current: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { data } = useNewsList();
  const others = (data ?? []).filter((item) => item.seo_name !== current).slice(0, 4);
  if (others.length === 0) return null;
  return (
    <SideLinks id="other-news" title={t('home.other_news')}>
      {others.map((item) => (
        <li key={item.id}>
          <RecordLink to={paths.news(item.seo_name)} contentLang={item.content_lang}>
            {item.title}
          </RecordLink>
          <time dateTime={item.published_at}>{formatDate(item.published_at, lang)}</time>
        </li>
      ))}
    </SideLinks>
  );
}

function NewsView({ news }: { news: NewsDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const now = useNow();
  const url = useAbsoluteUrl();
  usePageMetaOverride(news.title, news.summary);
  const language = useContentLanguage(news.content_lang);
  return (
    <>
      <PageHeader
        title={news.title}
        lead={news.summary}
        crumbs={[{ to: paths.news_archive, label: t('navbar.news_archive') }]}
        language={language}
      >
        <p className="page-header__facts">
          <Icon name="calendar" size={16} />
          <time dateTime={news.published_at} title={formatDate(news.published_at, lang)}>
            {relativeText(news.published_at, now, lang)}
          </time>
        </p>
      </PageHeader>
      <div className="container section detail">
        <article className="detail__main">
          <CoverImage src={news.image} alt={news.image_alt} />
          <RichText html={news.content} language={language} />
          <ShareWidget
            url={url}
            title={news.title}
            description={news.summary}
            quote={news.summary}
            media={news.image && url.startsWith('http') ? new URL(news.image, url).href : undefined}
          />
        </article>
        <OtherNews current={news.seo_name} />
      </div>
    </>
  );
}

/** SPEC §2 news detail (/haber/{seo_name}). */
export function NewsPage() {
  const { seo_name } = useParams();
  return <RecordPage query={useNews(seo_name)}>{(news) => <NewsView news={news} />}</RecordPage>;
}
