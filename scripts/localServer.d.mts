/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number>;
export interface LocalServer {
  baseURL: string;
  adminURL: string;
  dataDir: string;
  env: Record<string, string | undefined>;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}
export function startLocalServer(options?: {
  name?: string;
  env?: Record<string, string>;
  adminHost?: string;
  /** Seed the demo and a bigger company's catalogue (500 courses) before starting. */
  largeCatalogue?: boolean;
}): Promise<LocalServer>;
