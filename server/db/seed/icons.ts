/*
 * Line icons for the generated demo images, drawn in a 100×100 box in white. Plain shapes only, so they
 * render the same wherever librsvg runs (no fonts, no external references).
 */
const stroke = 'fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"';

export const icons = {
  laptop: `<rect x="20" y="22" width="60" height="40" rx="4" ${stroke}/><path d="M8 72h84l-6 9H14z" fill="#fff"/><path d="M40 36l-8 6 8 6M60 36l8 6-8 6" ${stroke}/>`,
  shield: `<path d="M50 9l32 12v26c0 21-14 35-32 43C32 82 18 68 18 47V21z" ${stroke}/><path d="M36 49l10 10 18-20" ${stroke}/>`,
  chart: `<path d="M12 86h78" ${stroke}/><rect x="20" y="56" width="14" height="24" rx="2" fill="#fff"/><rect x="43" y="40" width="14" height="40" rx="2" fill="#fff"/><rect x="66" y="20" width="14" height="60" rx="2" fill="#fff"/>`,
  people: `<circle cx="34" cy="34" r="11" ${stroke}/><circle cx="68" cy="34" r="11" ${stroke}/><path d="M14 80c2-16 10-24 20-24s18 8 20 24M48 80c2-16 10-24 20-24s18 8 20 24" ${stroke}/>`,
  badge: `<circle cx="50" cy="42" r="28" ${stroke}/><path d="M37 42l9 9 17-18" ${stroke}/><path d="M34 66l-8 24 14-6 10 10M66 66l8 24-14-6-10 10" ${stroke}/>`,
  helmet: `<path d="M18 64c0-20 14-36 32-36s32 16 32 36" ${stroke}/><path d="M42 30c0-6 16-6 16 0v34H42z" ${stroke}/><path d="M28 44c-3 6-4 13-4 20M72 44c3 6 4 13 4 20" ${stroke}/><path d="M6 66h88v6c0 3-2 5-5 5H11c-3 0-5-2-5-5z" fill="#fff"/>`,
  coins: `<ellipse cx="40" cy="30" rx="24" ry="9" ${stroke}/><path d="M16 30v14c0 5 11 9 24 9s24-4 24-9V30M16 44v14c0 5 11 9 24 9" ${stroke}/><ellipse cx="62" cy="62" rx="22" ry="8" ${stroke}/><path d="M40 62v12c0 4 10 8 22 8s22-4 22-8V62" ${stroke}/>`,
  speech: `<path d="M14 20h72v44H44L28 80V64H14z" ${stroke}/><circle cx="34" cy="42" r="4" fill="#fff"/><circle cx="50" cy="42" r="4" fill="#fff"/><circle cx="66" cy="42" r="4" fill="#fff"/>`,
  bulb: `<path d="M50 12c-16 0-27 12-27 26 0 10 6 16 10 21 3 4 4 7 4 11h26c0-4 1-7 4-11 4-5 10-11 10-21 0-14-11-26-27-26z" ${stroke}/><path d="M38 80h24M41 89h18" ${stroke}/>`,
  globe: `<circle cx="50" cy="50" r="36" ${stroke}/><ellipse cx="50" cy="50" rx="15" ry="36" ${stroke}/><path d="M14 50h72M20 32h60M20 68h60" ${stroke}/>`,
  building: `<rect x="22" y="14" width="56" height="76" rx="3" ${stroke}/><path d="M34 28h8M58 28h8M34 44h8M58 44h8M34 60h8M58 60h8M44 90V74h12v16" ${stroke}/>`,
  play: `<circle cx="50" cy="50" r="38" ${stroke}/><path d="M42 33l24 17-24 17z" fill="#fff"/>`,
  news: `<rect x="14" y="18" width="72" height="64" rx="4" ${stroke}/><rect x="24" y="28" width="24" height="20" fill="#fff"/><path d="M56 30h20M56 42h20M24 58h52M24 70h40" ${stroke}/>`,
  phone: `<path d="M30 14l12 20-8 8c4 9 11 16 20 20l8-8 20 12-6 14c-30 2-58-26-60-60z" ${stroke}/>`,
  mail: `<rect x="12" y="24" width="76" height="52" rx="5" ${stroke}/><path d="M14 28l36 28 36-28" ${stroke}/>`,
  pin: `<path d="M50 90S22 60 22 40a28 28 0 0 1 56 0c0 20-28 50-28 50z" ${stroke}/><circle cx="50" cy="40" r="10" ${stroke}/>`,
  chat: `<path d="M50 14c-20 0-36 14-36 32 0 8 3 15 9 20l-5 16 17-7c5 2 10 3 15 3 20 0 36-14 36-32S70 14 50 14z" ${stroke}/><path d="M38 38c2 8 8 14 16 16l5-5 8 4-2 6c-12 1-26-13-25-25l6-2 4 8z" fill="#fff"/>`,
  clock: `<circle cx="50" cy="50" r="36" ${stroke}/><path d="M50 28v24l16 10" ${stroke}/>`,
  certificate: `<rect x="12" y="18" width="76" height="54" rx="4" ${stroke}/><path d="M24 34h40M24 46h28" ${stroke}/><circle cx="70" cy="62" r="10" ${stroke}/><path d="M64 70l-4 16 10-5 10 5-4-16" ${stroke}/>`,
} as const;

export type IconName = keyof typeof icons;
