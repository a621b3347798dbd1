export function withoutScripts(html: string): string;
export function startScriptlessProxy(
  baseURL: string,
): Promise<{ baseURL: string; stop: () => Promise<void> }>;
