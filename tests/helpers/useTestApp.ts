import { createFakeDist } from './fakeDist.js';
import { createSiteTestApp } from './siteApp.js';
import { startSmtpSink } from './smtpSink.js';
import { createTestApp, type TestApp } from './testApp.js';
import { useForFile } from './useForFile.js';

/**
 * A test app's options, or a function making them: for a file whose own earlier hooks start something first (an
 * SMTP sink, a fake build folder) whose address goes into the options. The function runs in the app's beforeAll.
 */
export type OptionsOrMaker<O> = O | (() => O | Promise<O>);

export const optionsOf = async <O>(options: OptionsOrMaker<O>): Promise<O> =>
  typeof options === 'function' ? (options as () => O | Promise<O>)() : options;

type TestAppOptions = Parameters<typeof createTestApp>[0];

/** One fresh app (createTestApp's options: seeded or not, env, logger) for the whole test file. */
export const useTestApp = (options?: OptionsOrMaker<TestAppOptions>): TestApp =>
  useForFile(
    async () => createTestApp(await optionsOf(options)),
    (t) => t.close(),
    'the test app',
  );

/** One seeded app rendering the public pages on the server (createSiteTestApp) for the whole test file. */
export const useSiteTestApp = (options?: OptionsOrMaker<Parameters<typeof createSiteTestApp>[0]>): TestApp =>
  useForFile(
    async () => createSiteTestApp(await optionsOf(options)),
    (t) => t.close(),
    'the site test app',
  );

/** An SMTP server holding what it receives (startSmtpSink) for the whole test file; call it before the app. */
export const useSmtpSink = () =>
  useForFile(
    () => startSmtpSink(),
    (sink) => sink.close(),
    'the SMTP sink',
  );

/** A fake built front end (createFakeDist) for the whole test file; call it before the app that serves it. */
export const useFakeDist = (options?: Parameters<typeof createFakeDist>[0]) =>
  useForFile(
    async () => createFakeDist(options),
    async (dist) => dist.remove(),
    'the fake build folder',
  );
