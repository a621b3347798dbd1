import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type CvDescription, hrApplicationSchema } from '../../../shared/schemas/hrApplication.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import {
  detectFileType,
  extensionOfFileType,
  isDocumentFileType,
  mimeOfFileType,
} from '../../services/fileTypes.js';
import { cvDirOf } from '../../services/cvDownload.js';
import { randomFileName, saveFilesWith } from '../../services/uploadFiles.js';
import type { PublicContext } from './context.js';
import { hrApplicationMail } from '../../mail/messages.js';
import { formPostRoute, officeFormSubmit, receivedColumns, storeWithMails } from './formSubmission.js';

/** The CV's stored path relative to the uploads root (UPLOADS_DIR), as hr_applications.cv_path holds it. */
const relativeCvPath = (fileName: string) => path.posix.join('private', 'cv', fileName);

/**
 * The original file name, kept only to show in the back office (downloads get a name the server picks): no
 * directories, no control or invisible formatting characters (a right-to-left override would make
 * `cv\u202Efdp.html` read as `cvlmth.pdf`), at most 255 characters.
 */
function cleanFileName(name: string, extension: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const cleaned = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (cleaned || `cv.${extension}`).slice(0, 255);
}

/**
 * Takes a careers application: name, email, phone, position, message, kvkk_consent and the `cv` file (in
 * `request.uploads`), a PDF or DOCX of at most 5 MB, recognised by its content. The row keeps the consent
 * record (which KVKK notice, when, from which address). Nothing is kept when anything fails: the CV is moved
 * into place only once its row has committed (server/services/uploadFiles.ts). The retention job
 * (services/retention.ts) deletes both after the period set in the back office. Answers the "sent" text; a
 * refusal is validateBody's 422 with each field's message.
 */
export const submitHrApplication = officeFormSubmit(async (ctx, request, body, messages) => {
  const file = request.uploads?.find((upload) => upload.fieldname === 'cv');
  const detected = file ? detectFileType(file.buffer) : undefined;
  const cv: CvDescription | undefined = file && {
    size: file.buffer.length,
    // The content decides; an unrecognised file gets a type the schema refuses (never an empty one).
    type: detected ? mimeOfFileType[detected] : 'application/octet-stream',
  };
  const input = await validateBody(hrApplicationSchema(messages), { ...(body as object), cv });
  if (!file || !isDocumentFileType(detected)) throw new Error('validated CV without a document type');

  const extension = extensionOfFileType[detected];
  const fileName = randomFileName(extension);
  const received = await receivedColumns(ctx, request);
  const cvFile = {
    path: path.join(cvDirOf(ctx.config.uploadsRoot), fileName),
    data: file.buffer,
    mode: 0o600,
    directoryMode: 0o700,
  };
  await saveFilesWith([cvFile], () =>
    storeWithMails(
      ctx,
      'hr',
      {
        table: 'hr_applications',
        values: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          position: input.position,
          message: input.message,
          cv_path: relativeCvPath(fileName),
          cv_mime: mimeOfFileType[detected],
          cv_original_name: cleanFileName(file.filename, extension),
          check: 0,
          section: 'mail',
          ...received,
        },
      },
      (link, inbox) => [hrApplicationMail(inbox, input, link)],
    ),
  );
});

/** The multipart options of a careers post: the CV, and no other file. */
export const hrApplicationMultipart = { multipartOptions: { limits: { files: 1 } } };

/** POST /api/human-resources (multipart): the careers form sent by the site's code (submitHrApplication). */
export async function humanResourcesRoutes(app: FastifyInstance, ctx: PublicContext) {
  // The one public write that takes a file: the CV, and nothing more.
  registerRoutes(app, [
    formPostRoute(ctx, '/api/human-resources', submitHrApplication, hrApplicationMultipart),
  ]);
}
