import { useEffect, useRef, useState } from 'react';
import {
  buildShareLink,
  openSharePopup,
  opensInPopup,
  type ShareInput,
  type ShareNetwork,
  shareNetworkInfo,
  shareNetworks,
  type SharePopup,
} from '../../shared/share';
import { useT } from '../i18n/DictionaryContext';
import { shareIconOf } from './icons/shareIcons';
import { IconShare } from './icons/tabler';

/** The networks shown first; the other 23 of SPEC §7 open with "more". */
const primary: ShareNetwork[] = ['facebook', 'twitter', 'linkedin', 'whatsapp', 'telegram', 'email'];

const isAppleMobile = () => typeof navigator !== 'undefined' && /iphone|ipad|ipod/i.test(navigator.userAgent);

/** SPEC §7 share widget: every network of the list, web ones in a 626 × 436 popup watched every 500 ms. */
export function ShareWidget(input: ShareInput) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const popup = useRef<SharePopup | null>(null);
  useEffect(() => () => popup.current?.dispose(), []);

  const networks = expanded ? shareNetworks : primary;
  const share = (network: ShareNetwork, event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!opensInPopup(network)) return; // mailto:, sms:, viber: … follow the link itself
    event.preventDefault();
    popup.current?.dispose();
    popup.current = openSharePopup(window, event.currentTarget.href, () => {
      popup.current = null;
    });
  };

  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title" className="share__title">
        <IconShare size={18} aria-hidden="true" focusable="false" />
        {t('home.share')}
      </h2>
      <ul className="share__list">
        {networks.map((network) => {
          const info = shareNetworkInfo[network];
          const Mark = shareIconOf(network);
          return (
            <li key={network}>
              <a
                className="share__button"
                style={{ '--network': info.color } as React.CSSProperties}
                href={buildShareLink(network, input, { isAppleMobile: isAppleMobile() })}
                target={opensInPopup(network) ? '_blank' : undefined}
                rel="noopener noreferrer"
                onClick={(event) => share(network, event)}
                data-network={network}
              >
                <span className="share__dot" aria-hidden="true">
                  <Mark size={16} stroke={1.75} focusable="false" />
                </span>
                {info.name}
              </a>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? t('home.share_less') : t('home.share_more')}
      </button>
    </section>
  );
}
