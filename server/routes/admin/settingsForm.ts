import type { FastifyRequest } from 'fastify';
import type { Access, RouteDef } from '../../http/routes.js';
import { requireEveryField } from '../../http/validate.js';
import { bodyOf, successMessages } from './helpers.js';

/*
 * A settings form of one row (company, site, KVKK, security): GET answers the settings as stored; PUT checks
 * and saves the body, then answers the settings as saved with the same success text. Each settings file
 * names its URL and permission and says how its body is checked and saved.
 */

export interface SettingsForm<S> {
  /** The path under /api/admin, read and written at the same address. */
  url: string;
  access: Access;
  read: () => Promise<S>;
  /**
   * The fields a body must carry all of, refused before `save` runs: a form saved whole, where a field left
   * out must not be taken as cleared.
   */
  required?: readonly string[];
  /** Checks the body and writes it (a refusal throws before anything is written). */
  save: (body: Record<string, unknown>, request: FastifyRequest) => Promise<void>;
}

export function settingsFormRoutes<S>({ url, access, read, required, save }: SettingsForm<S>): RouteDef[] {
  return [
    {
      method: 'GET',
      url,
      access,
      handler: async () => ({ success: true, data: await read() }),
    },
    {
      method: 'PUT',
      url,
      access,
      handler: async (request) => {
        const body = bodyOf(request);
        if (required) requireEveryField(body, required);
        await save(body, request);
        return { success: true, message: successMessages.updated, data: await read() };
      },
    },
  ];
}
