import type { GuestCategory } from '../../../contract/guests';
import type { GuestRow } from '../../../machines/guests/guest-rows';

/** A small wedding's guests for machine tests: Sofía's and Mateo's (person ids 5 and 6). */
export const inviters = [
  { id: 5, name: 'Sofía Herrera' },
  { id: 6, name: 'Mateo Vargas' },
];

export const family: GuestCategory = { id: 1, wedding_id: 3, name: 'Family', color_r: 233, color_g: 30, color_b: 99 };
export const friends: GuestCategory = { id: 2, wedding_id: 3, name: 'Friends', color_r: 30, color_g: 136, color_b: 229 };

export const guest = (fields: Partial<GuestRow> & Pick<GuestRow, 'id' | 'name'>): GuestRow => ({
  wedding_id: 3,
  companions: 0,
  category_id: null,
  status_id: 3,
  invitedBy_id: null,
  phone: null,
  comments: null,
  tables: [],
  seats: 0,
  ...fields,
});

export const ana = guest({ id: 11, name: 'Ana Álvarez', companions: 1, category_id: 1, status_id: 1, invitedBy_id: 5, tables: [2], seats: 2 });
export const bruno = guest({ id: 12, name: 'Bruno Díaz', companions: 2, category_id: 2, status_id: 3, invitedBy_id: 6 });
export const carla = guest({ id: 13, name: 'Carla Núñez', category_id: null, status_id: 2 });
export const weddingGuests = [ana, bruno, carla];
