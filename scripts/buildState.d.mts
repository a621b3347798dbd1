export const buildStamp: string;
export function newestMtime(target: string): number;
export function stampIsStale(stamp: string, sourcePaths: string[]): boolean;
export function buildIsStale(): boolean;
