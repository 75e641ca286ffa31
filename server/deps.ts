import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Outbound } from './shared/outbound/network';

/** What route modules receive: the database, the mailer and the configuration. */
export interface ServerDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  /**
   * How link previews reach other hosts. Left out, as `npm start` leaves it, it is
   * `publicInternet` (public addresses only). Only code sets it, never the environment:
   * tests give a fake resolver and connection, the bench a page on the loopback.
   */
  outbound?: Outbound;
}
