export const serverOutDir: string;
export const serverEntry: string;
export const serverNodeArgs: string[];
export function serverBuildIsStale(): boolean;
export function buildServer(): number;
