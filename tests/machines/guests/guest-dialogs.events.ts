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
  { type: 'export.start', language: 'en' },
  { type: 'download.saved' },
  { type: 'download.failed' },
];

/** One column off is enough to tell the choice is sent; more would only multiply the paths. */
export const exportBound = (snapshot: AnyMachineSnapshot) => (snapshot.context.columns as string[]).length >= 6;
