import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

/** What route modules receive: the database, the mailer and the configuration. */
export interface ServerDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
}
