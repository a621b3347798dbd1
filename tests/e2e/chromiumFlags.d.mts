export const chromiumFlags: string[];
