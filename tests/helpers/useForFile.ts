import { afterAll, beforeAll } from 'vitest';

/**
 * Stands for an object that exists only once the file's beforeAll has made it: every property read is passed
 * to `current()`. Lets a test file name its app at the top (`const t = useTestApp()`) instead of declaring a
 * variable and assigning it in a hook.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = current();
      if (!target) throw new Error(`${what} is used before the file's beforeAll has made it`);
      return Reflect.get(target, key);
    },
  });
}

/**
 * Makes `create()`'s result before the file's tests and closes it after them, even when it came too late for
 * the file's beforeAll; it stands for the result.
 */
export function useForFile<T extends object>(
  create: () => Promise<T>,
  close: (made: T) => Promise<unknown>,
  what: string,
): T {
  let creating: Promise<T> | undefined;
  let made: T | undefined;
  beforeAll(async () => {
    creating = create();
    made = await creating;
  });
  afterAll(async () => {
    // A beforeAll that timed out left its creation running (a server start, a browser launch): what it makes
    // later is closed too, instead of outliving the run.
    const result = made ?? (await creating?.catch(() => undefined));
    if (result) await close(result);
  });
  return lateBound(() => made, what);
}
