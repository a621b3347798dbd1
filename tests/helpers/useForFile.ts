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

/** Makes `create()`'s result before the file's tests and closes it after them; it stands for the result. */
export function useForFile<T extends object>(
  create: () => Promise<T>,
  close: (made: T) => Promise<unknown>,
  what: string,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await create();
  });
  afterAll(async () => {
    if (made) await close(made);
  });
  return lateBound(() => made, what);
}
