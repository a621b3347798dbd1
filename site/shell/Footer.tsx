import { type ReactNode, useId } from 'react';
import type { CompanyConfig } from '../../shared/publicApi';
import { ConsentFooterLink } from '../consent/ConsentFooterLink';
import { useContactInformation } from '../data/useContactInformation';
import { useContracts } from '../data/useContracts';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { useNow } from '../ssr/PageContext';
import { Icon, type IconName } from '../ui/Icon';
import { RecordLink } from '../ui/RecordLink';
import { telHref } from './phone';
import { PhoneText } from './PhoneText';
import { SocialLinks } from './SocialLinks';

/** A titled column of site links; a record's link may name it in another language (`contentLang`, issue 30). */
function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: { to: string; label: string; contentLang?: string }[];
}) {
  const id = useId();
  return (
    <nav className="footer__col" aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {title}
      </h2>
      <ul className="footer__list">
        {links.map((link) => (
          <li key={link.to}>
            <RecordLink to={link.to} contentLang={link.contentLang}>
              {link.label}
            </RecordLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A phone or e-mail line of the contact column. */
function ContactLine({ icon, href, text }: { icon: IconName; href: string; text: ReactNode }) {
  return (
    <li>
      <Icon name={icon} size={16} />
      <a href={href}>{text}</a>
    </li>
  );
}

/** SPEC §2 footer: about text and slogan, addresses, e-mail links, legal contracts, copyright and company name. */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function Footer({ company }: { company: CompanyConfig | undefined }) {
  const t = useT();
  const { data: info } = useContactInformation();
  const { data: contracts } = useContracts();
  const year = useNow().getFullYear();
  const contactId = useId();

  // Every page of SPEC §2 that stands on its own (not one record's page, the home page or the 404).
  const quickLinks = [
    { to: paths.about_us, label: t('navbar.about_us') },
    { to: paths.products, label: t('navbar.products') },
    { to: paths.search_products, label: t('navbar.search') },
    { to: paths.distance_learning, label: t('navbar.distance_learning') },
    { to: paths.training_videos, label: t('navbar.training_videos') },
    { to: paths.instructors, label: t('navbar.instructors') },
    { to: paths.consultancy_service, label: t('navbar.consultancy_service') },
    { to: paths.corporate_request, label: t('navbar.corporate_request') },
    { to: paths.news_archive, label: t('navbar.news_archive') },
    { to: paths.classroom_rental, label: t('navbar.classroom_rental') },
    { to: paths.human_resources, label: t('navbar.human_resources') },
    { to: paths.contact, label: t('navbar.contact') },
  ];

  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <section className="footer__about" aria-label={t('footer.about_title')}>
          {company?.secondLogoPath ? (
            <img
              className="footer__logo"
              src={company.secondLogoPath}
              alt={company.companyName}
              loading="lazy"
            />
          ) : (
            <p className="footer__brand">{company?.companyName}</p>
          )}
          <p>{t('footer.about_text')}</p>
          <p className="footer__slogan">{t('footer.slogan')}</p>
          <SocialLinks className="social-links--footer" />
        </section>

        <FooterLinks title={t('footer.quick_links')} links={quickLinks} />

        <section className="footer__col" aria-labelledby={contactId}>
          <h2 id={contactId} className="footer__heading">
            {t('footer.contact_title')}
          </h2>
          <ul className="footer__list footer__list--contact">
            {info?.adres.map((item) => (
              <li key={`a${item.id}`}>
                <Icon name="pin" size={16} />
                {/* A div: <address> is flow content, which a <span> may not hold (the Nu HTML checker). */}
                <div>
                  {item.name && <strong>{item.name}</strong>}
                  <address>{item.content}</address>
                </div>
              </li>
            ))}
            {info?.telefon.map((item) => (
              <ContactLine
                key={`t${item.id}`}
                icon="phone"
                href={telHref(item.content)}
                text={<PhoneText phone={item.content} />}
              />
            ))}
            {info?.email.map((item) => (
              <ContactLine
                key={`e${item.id}`}
                icon="mail"
                href={`mailto:${item.content}`}
                text={item.content}
              />
            ))}
          </ul>
        </section>

        <FooterLinks
          title={t('footer.contracts_title')}
          links={(contracts ?? []).map((contract) => ({
            to: paths.contract(contract.seo_name),
            label: contract.name,
            contentLang: contract.content_lang,
          }))}
        />
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p>
            © {year}{' '}
            <span className="footer__company" data-testid="footer-company">
              {company?.companyName}
            </span>
            . {t('footer.copyright')}
          </p>
          <ConsentFooterLink />
        </div>
      </div>
    </footer>
  );
}
