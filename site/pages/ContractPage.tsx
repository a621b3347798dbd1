import { useParams } from 'react-router-dom';
import type { ContractDetail } from '../../shared/publicApi';
import { useContract, useContracts } from '../data/useContracts';
import { useT } from '../i18n/DictionaryContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { useLanguage } from '../i18n/LanguageContext';
import { paths } from '../../shared/routes';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { formatDate } from '../ui/format';
import { PageHeader } from '../ui/PageHeader';
import { RecordLink } from '../ui/RecordLink';
import { RichText } from '../ui/RichText';
import { SideLinks } from '../ui/SideLinks';
import { RecordPage } from './RecordPage';

function ContractView({ contract }: { contract: ContractDetail }) {
  const t = useT();
  const { lang } = useLanguage();
  const { data: contracts } = useContracts();
  usePageMetaOverride(contract.name);
  const language = useContentLanguage(contract.content_lang);
  return (
    <>
      <PageHeader title={contract.name} crumbs={[{ label: t('footer.contracts_title') }]} language={language}>
        <p className="page-header__facts">
          {t('home.last_updated')}:{' '}
          <time dateTime={contract.updated_at}>{formatDate(contract.updated_at, lang)}</time>
        </p>
      </PageHeader>
      <div className="container section detail">
        <article className="detail__main">
          <RichText html={contract.content} className="rich-text--document" language={language} />
        </article>
        {contracts && contracts.length > 1 && (
          <SideLinks id="contracts-nav" title={t('footer.contracts_title')} navigation>
            {contracts.map((item) => (
              <li key={item.id}>
                <RecordLink
                  to={paths.contract(item.seo_name)}
                  contentLang={item.content_lang}
                  current={item.seo_name === contract.seo_name}
                >
                  {item.name}
                </RecordLink>
              </li>
            ))}
          </SideLinks>
        )}
      </div>
    </>
  );
}

/** SPEC §2 contract text (/sozlesme/{contract_seo_name}). */
export function ContractPage() {
  const { contract_seo_name } = useParams();
  return (
    <RecordPage query={useContract(contract_seo_name)}>
      {(contract) => <ContractView contract={contract} />}
    </RecordPage>
  );
}
