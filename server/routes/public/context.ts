import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailOutbox } from '../../mail/outbox.js';
import type { RouteDef } from '../../http/routes.js';
import { type ResponseCache, sendCached } from '../../plugins/publicCache.js';
import { defaultLanguage } from '../../../shared/types.js';

/** What every public route file receives. */
export interface PublicContext {
  db: Db;
  cache: ResponseCache;
  config: Config;
  /** Notifies the company (and confirms to the visitor) by e-mail; undefined when mail is off. */
  mail?: MailOutbox;
}

export const languageCookie = '_lang';
/** SPEC §9: the language cookie lasts 365 days. */
export const languageCookieMaxAge = 365 * 24 * 3600;

export interface LanguageRow {
  abbr: string;
  lang: string;
  active: boolean;
  is_default: boolean;
}

/**
 * A value computed from the database and kept in the public cache, so it is dropped by the same admin-write
 * invalidation as the answers built from it. Kept as the (frozen) object itself: a read costs no parse.
 */
export function cachedValue<T>(cache: ResponseCache, key: string, load: () => Promise<T>): Promise<T> {
  return cache.value(key, load);
}

/** Every language row (active or not), top of the admin's order first. */
export function allLanguages(ctx: PublicContext): Promise<LanguageRow[]> {
  return cachedValue(ctx.cache, 'languages', async () => {
    const rows = await ctx.db
      .selectFrom('languages')
      .select(['abbr', 'lang', 'active', 'is_default'])
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => ({ ...row, active: row.active === 1, is_default: row.is_default === 1 }));
  });
}

export async function activeLanguages(ctx: PublicContext): Promise<LanguageRow[]> {
  return (await allLanguages(ctx)).filter((row) => row.active);
}

/** The visitor's language: the `_lang` cookie when it names an active language, else the default (tr). */
export async function resolveLanguage(ctx: PublicContext, request: FastifyRequest): Promise<string> {
  const active = await activeLanguages(ctx);
  const wanted = request.cookies[languageCookie];
  if (wanted && active.some((row) => row.abbr === wanted)) return wanted;
  return active.find((row) => row.is_default)?.abbr ?? defaultLanguage;
}

/** The local calendar day: part of every cache key, so "upcoming" answers roll over at midnight. */
export function todayKey(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first instant of the local day, as stored timestamps are compared (ISO UTC). */
export function startOfToday(now = new Date()): string {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start.toISOString();
}

/**
 * Answers a public GET as `{ success: true, data }` for the visitor's language, through the public cache
 * (ETag, 304). The key holds the language, the day and the full URL with its query.
 */
export async function answer<T>(
  ctx: PublicContext,
  request: FastifyRequest,
  reply: FastifyReply,
  load: (lang: string) => Promise<T>,
): Promise<FastifyReply> {
  const lang = await resolveLanguage(ctx, request);
  const key = `${lang}|${todayKey()}|${request.url}`;
  return sendCached(ctx.cache, request, reply, key, async () => ({ success: true, data: await load(lang) }));
}

/**
 * A public page's data: GET `url`, answered by `answer` (the visitor's language, the public cache). Every page
 * route goes this one way; its file still names the URL, so one grep finds it.
 */
export function pageRoute<T>(
  ctx: PublicContext,
  url: string,
  load: (lang: string, request: FastifyRequest) => Promise<T>,
): RouteDef {
  return {
    method: 'GET',
    url,
    handler: (request, reply) => answer(ctx, request, reply, (lang) => load(lang, request)),
  };
}

/** A single query-string value (the first when repeated), trimmed; undefined when absent. */
export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, string | string[] | undefined>;
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.trim() : undefined;
}

export function routeParam(request: FastifyRequest, name: string): string {
  return String((request.params as Record<string, string | undefined>)[name] ?? '');
}
