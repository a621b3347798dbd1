import type { FastifyInstance } from 'fastify';
import { securitySettingsSchema } from '../../../shared/schemas/twoStep.js';
import { twoStepTexts } from '../../../shared/twoStepCodes.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { readSecuritySettings, saveSecuritySettings } from '../../services/securitySettings.js';
import { securityEvent } from '../../services/securityEvents.js';
import { isTwoStepEnabled } from '../../services/twoStep.js';
import { settingsFormRoutes } from './settingsForm.js';

const securityFields = Object.keys(securitySettingsSchema.fields);

/**
 * /settings/security: whether administrators must use two-step sign-in (issue 27). Whoever manages the
 * users decides it. Turning it on asks the one who does to have two-step sign-in on already: they then
 * know how it works before it is asked of everyone, and a stray request cannot lock the office into it.
 */
export async function securitySettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(
    app,
    settingsFormRoutes({
      url: '/settings/security',
      access: 'users',
      read: () => readSecuritySettings(db),
      required: securityFields,
      save: async (body, request) => {
        const input = await validateBody(securitySettingsSchema, body);
        const current = await readSecuritySettings(db);
        const turningOn = input.two_step_required_for_admins && !current.two_step_required_for_admins;
        if (turningOn && !(await isTwoStepEnabled(db, request.user!.id))) {
          throw new HttpError(409, twoStepTexts.requireOwnFirst);
        }
        await saveSecuritySettings(db, input);
        if (input.two_step_required_for_admins !== current.two_step_required_for_admins) {
          securityEvent(request, 'two_step.requirement_changed', {
            requiredForAdmins: input.two_step_required_for_admins,
          });
        }
      },
    }),
  );
}
