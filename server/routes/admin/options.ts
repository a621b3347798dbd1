import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailOutbox } from '../../mail/outbox.js';
import type { LoginThrottle } from '../../services/loginThrottle.js';

// What every back office route file is registered with (./index.ts), in a file of its own so that the route
// files need not import the index that imports them.

export interface AdminRouteOptions {
  db: Db;
  config: Config;
  mail?: MailOutbox;
  /** The login's lock: checks of a signed-in user's code or password count in it too (two-step). */
  loginThrottle: LoginThrottle;
}
