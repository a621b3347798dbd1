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
}): Promise<LocalServer>;
