import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WaitlistOfferView } from '../../../shared/schemas/preRegistration.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { noStore } from '../../plugins/noStore.js';
import {
  acceptOffer,
  declineOffer,
  type OfferAnswer,
  readOffer,
  type WaitlistMailer,
} from '../../services/waitlistOffers.js';
import { siteOrigin } from '../../ssr/pageRenderer.js';
import { activeLanguages, type PublicContext, resolveLanguage } from './context.js';
import { formRateLimit } from './forms.js';

/*
 * The link of a seat offered from the waiting list (services/waitlistOffers.ts): the visitor reads the offer,
 * takes the seat or declines it. No sign-in: the token in the path is the visitor's key (256 random bits).
 * The page of the link speaks its own language, so `lang` (query or body) may name it; else the `_lang`
 * cookie decides, as for every public answer.
 */

const offerTexts = {
  tr: {
    notFound: 'Teklif bulunamadı',
    expired: 'Teklifin süresi doldu',
    accepted: 'Yeriniz ayrıldı. Sizi arayacağız.',
    declined: 'Yanıtınız için teşekkürler. Yer bekleme listesindeki sıradaki kişiye teklif edilecek.',
    takenCannotDecline: 'Bu yer sizin adınıza ayrıldı. Vazgeçmek için lütfen bizimle iletişime geçin.',
  },
  en: {
    notFound: 'Offer not found',
    expired: 'This offer has expired',
    accepted: 'Your seat is reserved. We will call you.',
    declined: 'Thank you for your answer. The seat will be offered to the next person on the waiting list.',
    takenCannotDecline: 'This seat is already reserved for you. Please contact us to cancel it.',
  },
};

type OfferTexts = (typeof offerTexts)['tr'];

async function languageOf(ctx: PublicContext, request: FastifyRequest): Promise<string> {
  const asked = [request.query, request.body]
    .map((source) =>
      source && typeof source === 'object' ? (source as Record<string, unknown>).lang : undefined,
    )
    .find((value): value is string => typeof value === 'string');
  if (asked && (await activeLanguages(ctx)).some((row) => row.abbr === asked)) return asked;
  return resolveLanguage(ctx, request);
}

const textsOf = (lang: string): OfferTexts => (lang === 'en' ? offerTexts.en : offerTexts.tr);

const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;

/** The refusals of accept and decline: no such offer (404), run out (410), already taken (409). */
function refusalOf(answer: OfferAnswer, texts: OfferTexts): HttpError | undefined {
  if (answer === 'not-found') return new HttpError(404, texts.notFound);
  if (answer === 'expired') return new HttpError(410, texts.expired);
  return undefined;
}

export async function waitlistOfferRoutes(app: FastifyInstance, ctx: PublicContext) {
  const mail: WaitlistMailer | undefined = ctx.mail && {
    outbox: ctx.mail,
    siteOrigin: siteOrigin(ctx.config),
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    act: typeof acceptOffer,
    success: (texts: OfferTexts) => string,
  ) => {
    // The answers name a person's offer: no browser or proxy keeps them.
    await noStore(request, reply);
    const lang = await languageOf(ctx, request);
    const texts = textsOf(lang);
    const result = await act(ctx.db, tokenOf(request), { mail });
    const refusal = refusalOf(result, texts);
    if (refusal) throw refusal;
    // Declining a seat already taken is the office's business: the visitor is asked to call.
    if (act === declineOffer && result === 'taken') throw new HttpError(409, texts.takenCannotDecline);
    // The course page and the calendar show the seats left.
    ctx.cache.clear();
    return { success: true, message: success(texts), data: await readOffer(ctx.db, tokenOf(request), lang) };
  };

  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/waitlist-offers/:token',
      handler: async (request, reply: FastifyReply): Promise<{ success: true; data: WaitlistOfferView }> => {
        await noStore(request, reply);
        const lang = await languageOf(ctx, request);
        const offer = await readOffer(ctx.db, tokenOf(request), lang);
        if (!offer) throw new HttpError(404, textsOf(lang).notFound);
        return { success: true, data: offer };
      },
    },
    {
      method: 'POST',
      url: '/api/waitlist-offers/:token/accept',
      options: { config: { rateLimit: formRateLimit } },
      handler: (request, reply) => answer(request, reply, acceptOffer, (texts) => texts.accepted),
    },
    {
      method: 'POST',
      url: '/api/waitlist-offers/:token/decline',
      options: { config: { rateLimit: formRateLimit } },
      handler: (request, reply) => answer(request, reply, declineOffer, (texts) => texts.declined),
    },
  ]);
}
