import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { hasFilters } from '../../../machines/guests/guest-filters';

/**
 * The page's six regions run side by side: walking every combination of them would take
 * hours and add nothing, as no region's transitions read another's state. So a region's events
 * are tried only while the others rest (the dialog's bulk confirmations need a selection, a new
 * category needs the form), and the filters, the order and the batches only while everything
 * rests unfiltered and in the server's order.
 */
type Region = 'view' | 'form' | 'selection' | 'dialog' | 'categories' | 'live' | 'page';
const rest: Record<Exclude<Region, 'page'>, string> = {
  view: 'default',
  form: 'closed',
  selection: 'off',
  dialog: 'closed',
  categories: 'idle',
  live: 'current',
};
const companions: Partial<Record<Region, Region[]>> = { dialog: ['selection'], categories: ['form'] };

function regionOf(event: AnyEventObject): Region {
  const [prefix] = event.type.replace(/^xstate\.(done|error)\.actor\./, '').split('.');
  // One-tap status changes happen in the RSVP view.
  if (prefix === 'view' || event.type === 'guest.status') return 'view';
  if (prefix === 'form' || event.type === 'guest.add' || event.type === 'guest.edit') return 'form';
  if (prefix === 'select') return 'selection';
  if (prefix === 'bulk' || event.type === 'guest.delete' || event.type === 'delete.confirm' || event.type === 'dialog.close') return 'dialog';
  if (prefix === 'category' || prefix === 'createCategory' || prefix === 'destroyCategory') return 'categories';
  if (prefix === 'live' || prefix === 'reloadGuests') return 'live';
  return 'page';
}

export function oneRegionAtATime(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!snapshot.matches('ready')) return true;
  const value = (snapshot.value as { ready: Record<string, string> }).ready;
  const away = (Object.keys(rest) as Array<keyof typeof rest>).filter((region) => value[region] !== rest[region]);
  const region = regionOf(event);
  // One order chosen, turned and cleared is enough (each order would double every screen after it).
  if (event.type === 'sort.by' && snapshot.context.sort !== null && snapshot.context.sort.direction === 'descending') return false;
  // One new category is enough (each would add another to the context, without end).
  if (event.type === 'category.draft' && (snapshot.context.categories as Array<{ id: number }>).some((category) => category.id === 9)) return false;
  if (region === 'view') return away.every((other) => other === 'view');
  const sorted = snapshot.context.sort !== null;
  if (region === 'page')
    return away.length === 0 && !hasFilters(snapshot.context.filters) && snapshot.context.shown === 50 && (!sorted || event.type.startsWith('sort.'));
  const allowed = [region, ...(companions[region] ?? [])];
  return away.every((other) => allowed.includes(other)) && !hasFilters(snapshot.context.filters) && !sorted;
}
