export { buildShareLink, opensInPopup, type ShareInput } from './buildShareLink.js';
export { shareNetworkInfo, shareNetworks, type ShareNetwork } from './networks.js';
export { openSharePopup, type SharePopup } from './popup.js';
