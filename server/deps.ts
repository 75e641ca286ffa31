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
   * `publicInternet` (public addresses only) with the origins of LINK_PREVIEW_ALLOW_ORIGINS
   * (none unless set, for the e2e and the bench). Server tests give a fake resolver and connection.
   */
  outbound?: Outbound;
}
