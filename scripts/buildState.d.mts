export const buildStamp: string;
export function newestMtime(target: string): number;
export function buildIsStale(): boolean;
