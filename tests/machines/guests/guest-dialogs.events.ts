import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { noFilters } from '../../../machines/guests/guest-filters';

/**
 * The statistics and export dialogs' events with their payloads, shared by their machines'
 * coverage tests and the rendered walks (tests/ui/guests/guest-dialogs.paths.test.tsx), so the
 * two cannot drift apart.
 */

/** A count of the attending guests picked: the filters it hands to the page. */
export const attendingFilters = { ...noFilters, statuses: [1] };

export const statisticsEvents: readonly AnyEventObject[] = [
  { type: 'statistics.open' },
  { type: 'statistics.close' },
  { type: 'statistics.level', index: 1, level: 'category' },
  // Not a level: refused by the machine (and not offered on screen).
  { type: 'statistics.level', index: 7, level: 'category' },
  { type: 'statistics.pick', filters: attendingFilters },
];

export const exportEvents: readonly AnyEventObject[] = [
  { type: 'export.open' },
  { type: 'export.close' },
  { type: 'export.column', column: 'phone', include: false },
  { type: 'export.column', column: 'phone', include: true },
  { type: 'export.scope', scope: 'shown' },
  { type: 'export.scope', scope: 'all' },
  { type: 'export.start', language: 'en', shown: [11] },
  // The filters show nobody: refused with only those asked for.
  { type: 'export.start', language: 'en', shown: [] },
  { type: 'download.saved' },
  { type: 'download.failed' },
];

/**
 * One column off is enough to tell the choice is sent, and the guests shown are chosen with every
 * column: more would only multiply the paths. An export of nobody is the machine's to refuse
 * (guest-export.machine.test.ts); on screen its button is disabled.
 */
export function exportBound(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const everyColumn = (snapshot.context.columns as string[]).length === 7;
  if (event.type === 'export.scope') return everyColumn;
  if (event.type === 'export.column') return snapshot.context.scope === 'all' && (everyColumn || event.include);
  if (event.type === 'export.start') return (event.shown as number[]).length > 0;
  return true;
}
