import type { LinkPreview } from '../../../contract/ideas';
import type { Executor } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import { OutboundFailed, OutboundRefused, type Outbound } from '../../shared/outbound/network';
import { readPage } from '../../shared/outbound/read-page';
import { recordHit, refuseIfExhausted } from '../auth/throttle';
import { PageMetadata } from './page-metadata';

const nothing: LinkPreview = { title: null, description: null, image: null };

/**
 * The preview of a link a user typed (`ideas/link_preview`). Every request counts against the
 * user's allowance (`perMinute`, counted in the database as the sign-in limits are, so it
 * holds across servers and restarts): each one makes the server fetch a page. The page is
 * read within `outbound`'s rules (server/shared/outbound); its picture is kept as an address
 * and never fetched.
 */
export async function previewLink(db: Executor, outbound: Outbound, userId: number, perMinute: number, link: string): Promise<LinkPreview> {
  const allowance = [{ key: `preview:user:${userId}`, max: perMinute, windowMs: 60_000 }];
  await refuseIfExhausted(db, allowance);
  await recordHit(db, allowance);
  const metadata = new PageMetadata();
  try {
    const page = await readPage(link, outbound, metadata.read);
    return page.isHtml ? metadata.preview(page.url) : nothing;
  } catch (error) {
    if (error instanceof OutboundRefused) throw new DomainError('link_not_allowed');
    if (error instanceof OutboundFailed) throw new DomainError('link_preview_unavailable');
    throw error;
  }
}
