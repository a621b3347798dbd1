export { buildShareLink, hashtagList, opensInPopup, type ShareInput } from './buildShareLink.js';
export { shareNetworkInfo, shareNetworks, shareTemplates, type ShareNetwork } from './networks.js';
export {
  openSharePopup,
  popupFeatures,
  sharePopupCheckMs,
  sharePopupHeight,
  sharePopupWidth,
  type PopupHost,
  type SharePopup,
} from './popup.js';
