import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type PlainForm,
  type RefusedForm,
  plainFormAnchors,
  returnField,
  sentQuery,
} from '../../../shared/plainForms.js';
import { corporateRequestFields } from '../../../shared/schemas/corporateRequest.js';
import { matchPublicRoute, splitLanguagePrefix } from '../../../shared/routes.js';
import { defaultLanguage } from '../../../shared/types.js';
import { HttpError } from '../../http/errors.js';
import { fileTooLargeMessage } from '../../plugins/formBody.js';
import { registerRoutes } from '../../http/routes.js';
import { escapeHtml } from '../../ssr/text.js';
import { submitContactMessage } from './contactForm.js';
import { submitCorporateRequest } from './corporateRequest.js';
import { hrApplicationMultipart, submitHrApplication } from './humanResources.js';
import { type PublicContext, languageCookie } from './context.js';
import { formRateLimit, formTexts } from './forms.js';
import { submitPreRegistration } from './preRegistration.js';

type Form = PlainForm;

/** The fields each form re-shows after a refusal, in their order (the consent is a checkbox, kept too). */
const formFields: Record<Form, string[]> = {
  contact: ['name', 'email', 'phone', 'subject', 'message'],
  'pre-registration': ['name', 'email', 'phone', 'company', 'participants', 'note'],
  // 'online' is a checkbox: formCheckboxes re-shows it.
  'corporate-request': corporateRequestFields.filter((field) => field !== 'online'),
  'human-resources': ['name', 'email', 'phone', 'position', 'message'],
};

/** Checkboxes besides the consent that a form re-shows ticked as they were sent. */
const formCheckboxes: Record<Form, string[]> = {
  contact: [],
  'pre-registration': [],
  'corporate-request': ['online'],
  'human-resources': [],
};

const labels: Record<'tr' | 'en', Record<string, string>> = {
  tr: {
    title: 'Formdaki bilgileri düzeltiniz',
    name: 'Ad Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    subject: 'Konu',
    message: 'Mesaj',
    company: 'Kurum',
    participants: 'Katılımcı sayısı',
    note: 'Not',
    topics: 'Eğitim konuları',
    preferred_dates: 'Tercih edilen tarihler',
    city: 'Şehir',
    online: 'Eğitim online da olabilir',
    position: 'Pozisyon',
    cv: 'Özgeçmiş (PDF veya DOCX, en fazla 5 MB)',
    consent: 'KVKK Aydınlatma Metni’ni okudum ve kabul ediyorum.',
    send: 'Gönder',
    back: 'Sayfaya dön',
  },
  en: {
    title: 'Please correct the form',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Telephone',
    subject: 'Subject',
    message: 'Message',
    company: 'Company',
    participants: 'Participants',
    note: 'Note',
    topics: 'Training topics',
    preferred_dates: 'Preferred dates',
    city: 'City',
    online: 'The training may be online',
    position: 'Position',
    cv: 'CV (PDF or DOCX, at most 5 MB)',
    consent: 'I have read and accept the Personal Data Protection Notice.',
    send: 'Send',
    back: 'Back to the page',
  },
};

/** The form's page when it is a public page's address, else the home page of the address's language. */
function returnAddress(value: unknown): { address: string; lang: string } {
  const wanted = typeof value === 'string' && /^\/(?!\/)[^\s\\?#]*$/.test(value) ? value : '/';
  const { lang, path } = splitLanguagePrefix(wanted);
  return matchPublicRoute(path)
    ? { address: wanted, lang: lang ?? defaultLanguage }
    : { address: lang ? `/${lang}` : '/', lang: lang ?? defaultLanguage };
}

/**
 * A form post from a browser without JavaScript carries no CSRF header, so the browser's own statement of
 * where the form was is checked instead: Sec-Fetch-Site, else Origin against this host. A page of another
 * site cannot make a browser claim either (OWASP's "verifying origin with standard headers"); a request
 * with neither is refused.
 */
export function requireSameOriginForm(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return;
  const origin = request.headers.origin;
  let sameHost = false;
  try {
    sameHost = !site && !!origin && new URL(origin).host === request.headers.host;
  } catch {
    sameHost = false;
  }
  if (!sameHost)
    throw new HttpError(403, 'Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.');
}

/** The refused form again, with each field's message and what the visitor typed (nothing is lost). */
function refusedPage(
  form: Form,
  lang: string,
  address: string,
  body: Record<string, unknown>,
  errors: Record<string, string>,
) {
  const text = labels[lang === 'en' ? 'en' : 'tr'];
  const value = (name: string) => escapeHtml(typeof body[name] === 'string' ? body[name] : '');
  const errorOf = (name: string) =>
    errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
  const described = (name: string) =>
    errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const fields = formFields[form]
    .map((name) => {
      const input =
        name === 'message' || name === 'note' || name === 'topics'
          ? `<textarea id="${name}" name="${name}" rows="4"${described(name)}>${value(name)}</textarea>`
          : `<input id="${name}" name="${name}" value="${value(name)}"${described(name)}>`;
      return `<p><label for="${name}">${text[name]}</label>${input}</p>${errorOf(name)}`;
    })
    .join('');
  const hidden = (['session_id', 'waitlist'] as const)
    .filter((name) => typeof body[name] === 'string')
    .map((name) => `<input type="hidden" name="${name}" value="${value(name)}">`)
    .join('');
  const consented = body.kvkk_consent ? ' checked' : '';
  // The careers form's CV: a browser cannot be handed a file back, so it is chosen again.
  const file =
    form === 'human-resources'
      ? `<p><label for="cv">${text.cv}</label><input id="cv" type="file" name="cv" accept=".pdf,.docx"${described('cv')}></p>${errorOf('cv')}`
      : '';
  const encoding = form === 'human-resources' ? ' enctype="multipart/form-data"' : '';
  const checkboxes = formCheckboxes[form]
    .map(
      (name) =>
        `<p><label><input type="checkbox" name="${name}" value="true"${body[name] ? ' checked' : ''} style="width:auto"> ${text[name]}</label></p>${errorOf(name)}`,
    )
    .join('');
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'tr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${text.title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}
label{display:block;font-weight:600}input,textarea{width:100%;padding:.5rem;font:inherit}.error{color:#b00020;margin-top:0}
button{padding:.6rem 1.4rem;font:inherit}</style></head><body><main><h1>${text.title}</h1>
<form method="post" action="/forms/${form}"${encoding}>${fields}${file}${checkboxes}${hidden}
<input type="hidden" name="${returnField}" value="${escapeHtml(address)}">
<p><label><input type="checkbox" name="kvkk_consent" value="true"${consented}${described('kvkk_consent')} style="width:auto"> ${text.consent}</label></p>${errorOf('kvkk_consent')}
${errorOf('session_id')}<p><button type="submit">${text.send}</button></p></form>
<p><a href="${escapeHtml(address)}">${text.back}</a></p></main></body></html>`;
}

/** A refused post: its form, the page's language and address, what was sent and each field's message. */
interface Refused {
  form: Form;
  lang: string;
  address: string;
  body: Record<string, unknown>;
  errors: Record<string, string>;
}

/** The path of the page a post came from, when its Referer names this site's page; else nothing. */
function pathOfReferer(request: FastifyRequest): string | undefined {
  try {
    const referer = new URL(String(request.headers.referer ?? ''));
    return referer.host === request.headers.host ? referer.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** What the visitor sent, as the form's page shows it again: text fields, boxes, the session's hidden fields. */
function refusalOf(form: Form, body: Record<string, unknown>, errors: Record<string, string>): RefusedForm {
  const values: RefusedForm['values'] = {};
  for (const name of [...formFields[form], 'session_id', 'waitlist']) {
    if (typeof body[name] === 'string') values[name] = body[name];
  }
  for (const name of [...formCheckboxes[form], 'kvkk_consent']) values[name] = Boolean(body[name]);
  return { form, values, errors };
}

/**
 * POST /forms/contact, /forms/pre-registration, /forms/corporate-request and /forms/human-resources: the
 * site's forms posted by a browser without JavaScript (urlencoded; the careers form multipart, with its CV).
 * The same schema, storage and e-mails as their /api/… routes; a success is a 303 back to the form's page
 * with ?gonderildi=1 (the page says it was sent), a refusal (422) that page again with each field's message
 * and the visitor's input in the form (plugins/frontend.ts serveRefusedForm), or, where the site is not
 * rendered by this server, a plain page holding the form.
 */
export async function scriptlessFormRoutes(app: FastifyInstance, ctx: PublicContext) {
  const handle = (form: Form) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { address, lang } = returnAddress(body[returnField]);
    // The page's language, not a cookie a browser without JavaScript never got, picks the texts.
    request.cookies[languageCookie] = lang;
    /** ?gonderildi=bekleme tells the course page the visitor joined the waiting list, not a seat. */
    let sent = '1';
    try {
      if (form === 'contact') await submitContactMessage(ctx, request, body);
      else if (form === 'corporate-request') await submitCorporateRequest(ctx, request, body);
      else if (form === 'human-resources') await submitHrApplication(ctx, request, body);
      else if ((await submitPreRegistration(ctx, request, body)).data.waitlist) sent = 'bekleme';
    } catch (error) {
      if (!(error instanceof HttpError) || !error.errors) throw error;
      return answerRefusal(reply.status(error.statusCode), {
        form,
        lang,
        address,
        body,
        errors: error.errors,
      });
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${address}?${sentQuery}=${sent}#${plainFormAnchors[form]}`, 303);
  };
  /**
   * A CV over 5 MB stops the multipart read before the handler (plugins/formBody.ts answers 413): the
   * careers page again with the CV's message. What was typed went with the cut body, so the fields start
   * empty; the page is the one the post came from (the Referer, same-origin under the site's policy).
   */
  app.setErrorHandler(async (error, request, reply) => {
    // @fastify/multipart's own error for a file over its limit, or formBody.ts's for a truncated one.
    const tooLarge =
      (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error instanceof HttpError && error.message === fileTooLargeMessage);
    if (!tooLarge || request.routeOptions.url !== '/forms/human-resources') throw error;
    const { address, lang } = returnAddress(pathOfReferer(request));
    request.cookies[languageCookie] = lang;
    const { messages } = await formTexts(ctx, request);
    const errors = { cv: messages.cv_dosya_boyutu ?? fileTooLargeMessage };
    return answerRefusal(reply.status(413), { form: 'human-resources', lang, address, body: {}, errors });
  });

  /**
   * The form's own page with the messages in place, under the reply's status (422, or 409 for seats gone);
   * a plain page when the site is not rendered here.
   */
  const answerRefusal = async (reply: FastifyReply, refused: Refused) => {
    const { form, lang, address, body, errors } = refused;
    const refusal = refusalOf(form, body, errors);
    if (await app.serveRefusedForm?.(reply, { address, anchor: plainFormAnchors[form], refusal })) {
      return reply;
    }
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .type('text/html; charset=utf-8')
      .send(refusedPage(form, lang, address, body, errors));
  };

  const options = { config: { rateLimit: formRateLimit, scriptlessForm: true } };
  registerRoutes(app, [
    { method: 'POST', url: '/forms/contact', options, handler: handle('contact') },
    { method: 'POST', url: '/forms/pre-registration', options, handler: handle('pre-registration') },
    { method: 'POST', url: '/forms/corporate-request', options, handler: handle('corporate-request') },
    // The careers form: multipart, with its CV.
    {
      method: 'POST',
      url: '/forms/human-resources',
      options: { config: { ...options.config, ...hrApplicationMultipart } },
      handler: handle('human-resources'),
    },
  ]);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A site form posted without JavaScript: the CSRF check is the browser's origin (requireSameOriginForm). */
    scriptlessForm?: boolean;
  }
}
