import { Link } from 'react-router-dom';
import type { CompanyConfig } from '../../shared/publicApi';
import { useContactInformation } from '../data/useContactInformation';
import { useContracts } from '../data/useContracts';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../routes';
import { Icon } from '../ui/Icon';
import { telHref } from './phone';
import { SocialLinks } from './SocialLinks';

/** SPEC §2 footer: about text and slogan, addresses, e-mail links, legal contracts, copyright and company name. */
export function Footer({ company }: { company: CompanyConfig | undefined }) {
  const t = useT();
  const { data: info } = useContactInformation();
  const { data: contracts } = useContracts();
  const year = new Date().getFullYear();

  const quickLinks = [
    { to: paths.about_us, label: t('navbar.about_us') },
    { to: paths.products, label: t('navbar.products') },
    { to: paths.distance_learning, label: t('navbar.distance_learning') },
    { to: paths.instructors, label: t('navbar.instructors') },
    { to: paths.consultancy_service, label: t('navbar.consultancy_service') },
    { to: paths.human_resources, label: t('navbar.human_resources') },
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

        <nav className="footer__col" aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__heading">
            {t('footer.quick_links')}
          </h2>
          <ul className="footer__list">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {t('footer.contact_title')}
          </h2>
          <ul className="footer__list footer__list--contact">
            {info?.adres.map((item) => (
              <li key={`a${item.id}`}>
                <Icon name="pin" size={16} />
                <span>
                  {item.name && <strong>{item.name}</strong>}
                  <address>{item.content}</address>
                </span>
              </li>
            ))}
            {info?.telefon.slice(0, 2).map((item) => (
              <li key={`t${item.id}`}>
                <Icon name="phone" size={16} />
                <a href={telHref(item.content)}>{item.content}</a>
              </li>
            ))}
            {info?.email.map((item) => (
              <li key={`e${item.id}`}>
                <Icon name="mail" size={16} />
                <a href={`mailto:${item.content}`}>{item.content}</a>
              </li>
            ))}
          </ul>
        </section>

        <nav className="footer__col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__heading">
            {t('footer.contracts_title')}
          </h2>
          <ul className="footer__list">
            {contracts?.map((contract) => (
              <li key={contract.id}>
                <Link to={paths.contract(contract.seo_name)}>{contract.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
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
        </div>
      </div>
    </footer>
  );
}
