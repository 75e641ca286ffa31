import { randomBytes } from 'node:crypto';
import { guestLimits, importHandle, type GuestColumn } from '../../../contract/guests';
import { DomainError } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import type { RawGuestRow } from './import-rows';

/** What `import_validate` keeps for `import`: the rows as written, to be checked again. */
export interface ValidatedFile {
  columns: GuestColumn[];
  ignored: string[];
  rows: RawGuestRow[];
}

/** Who a handle belongs to: only this user, for this wedding, may import it. */
export interface HandleOwner {
  weddingId: number;
  userId: number;
}

const lifetimeMs = guestLimits.importHandleMinutes * 60_000;
const expired = () => new DomainError('import_expired');
const handlesFolder = 'guest-imports';
const claimedSuffix = '.claimed';

/**
 * Validated files wait in the storage (so any server can import what another validated), one
 * folder per wedding and user, named by a random 128-bit handle. A handle is only ever joined
 * to its owner's folder after matching `importHandle` (32 hex digits), so it cannot name
 * anything else; a handle of another wedding or user is simply not there. Claiming renames the
 * file (atomic: two imports of one handle cannot both succeed); a finished import deletes it,
 * a failed one gives it back, and a claim a crash left behind is settled at the next start
 * (`settleClaims`).
 */
export class ImportHandles {
  constructor(private readonly storage: Storage) {}

  private folder(owner: HandleOwner) {
    return `${handlesFolder}/wedding-${owner.weddingId}-user-${owner.userId}`;
  }

  private path(owner: HandleOwner, handle: string, state: 'waiting' | 'claimed') {
    if (!importHandle.safeParse(handle).success) throw expired();
    return `${this.folder(owner)}/${handle}${state === 'waiting' ? '.json' : claimedSuffix}`;
  }

  async save(owner: HandleOwner, file: ValidatedFile): Promise<string> {
    const handle = randomBytes(16).toString('hex');
    await this.storage.write(this.path(owner, handle, 'waiting'), Buffer.from(JSON.stringify(file)));
    return handle;
  }

  /** The file behind a handle, reserved for one import; expired, used or foreign handles are refused. */
  async claim(owner: HandleOwner, handle: string, now = Date.now()): Promise<ValidatedFile> {
    const claimed = this.path(owner, handle, 'claimed');
    const stored = (await this.storage.move(this.path(owner, handle, 'waiting'), claimed)) ? await this.storage.read(claimed) : null;
    if (!stored) throw expired();
    if (now - stored.writtenAt.getTime() > lifetimeMs) {
      await this.storage.remove(claimed);
      throw expired();
    }
    return JSON.parse(stored.content.toString('utf8')) as ValidatedFile;
  }

  /** An import that failed (rows no longer pass, the database refused): the handle may be tried again. */
  async release(owner: HandleOwner, handle: string): Promise<void> {
    await this.storage.move(this.path(owner, handle, 'claimed'), this.path(owner, handle, 'waiting'));
  }

  async discard(owner: HandleOwner, handle: string): Promise<void> {
    await this.storage.remove(this.path(owner, handle, 'claimed'));
  }

  /**
   * After a crash: a claimed file whose import committed (`imported` names it) is removed, and
   * one whose import never did is given back, so the person imports it without uploading it
   * again (within its 30 minutes, which the claim did not stop). Run at start, before any
   * import of this server; an import another server has under way cannot be imported twice
   * for all that, since the database refuses a handle it has already written.
   */
  async settleClaims(imported: (handles: string[]) => Promise<Set<string>>): Promise<{ released: string[]; removed: string[] }> {
    const claims = (await this.storage.list(handlesFolder))
      .map((file) => file.path)
      .filter((path) => path.endsWith(claimedSuffix))
      .map((path) => ({ path, handle: path.slice(path.lastIndexOf('/') + 1, -claimedSuffix.length) }));
    const done = claims.length > 0 ? await imported(claims.map((claim) => claim.handle)) : new Set<string>();
    const settled = { released: [] as string[], removed: [] as string[] };
    for (const { path, handle } of claims) {
      if (done.has(handle)) {
        await this.storage.remove(path);
        settled.removed.push(handle);
      } else {
        await this.storage.move(path, `${path.slice(0, -claimedSuffix.length)}.json`);
        settled.released.push(handle);
      }
    }
    return settled;
  }

  /** Removes every handle past its lifetime; run on each validation. */
  async sweep(now = Date.now()): Promise<void> {
    const spent = (await this.storage.list(handlesFolder)).filter((file) => now - file.writtenAt.getTime() > lifetimeMs);
    await this.storage.removeAll(spent.map((file) => file.path));
  }
}
