export const serverOutDir: string;
export const serverEntry: string;
export const sbomFile: string;
export const serverNodeArgs: string[];
export function serverBuildIsStale(): boolean;
export function buildServer(): number;
export function writeSbom(file?: string): number;
