import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { GuestCategory } from '../../../contract/guests';
import type { GuestPermissions, GuestRow, Inviter } from '../../../machines/guests/guest-rows';
import type { guestsMachine } from '../../../machines/guests/guests.machine';
import type { WidthClass } from './use-width';

export type GuestsActor = ActorRefFrom<typeof guestsMachine>;

/** What the guests page's parts need: its machine, what the person may do, and the wedding's lists. */
export interface GuestsScope {
  guests: GuestsActor;
  can: GuestPermissions;
  categories: readonly GuestCategory[];
  inviters: readonly Inviter[];
  /** The tables column shows only to those who see the wedding's tables (part 2 §2). */
  showTables: boolean;
  width: WidthClass;
}

const GuestsScopeContext = createContext<GuestsScope | null>(null);

export const GuestsScopeProvider = GuestsScopeContext.Provider;

export function useGuestsScope(): GuestsScope {
  const scope = useContext(GuestsScopeContext);
  if (!scope) throw new Error('useGuestsScope is used inside the guests page');
  return scope;
}

/** The rows on screen: the optimistic list's (confirmed rows with pending changes applied). */
export function useGuestRows(guests: GuestsActor): GuestRow[] {
  const list = useSelector(guests, (snapshot) => snapshot.children.list);
  return useSelector(list, (snapshot) => snapshot?.context.rows ?? noRows);
}

const noRows: GuestRow[] = [];
