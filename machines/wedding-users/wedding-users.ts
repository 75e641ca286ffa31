import { isRemovable, type WeddingUser } from '../../contract/wedding-users';

/**
 * Everyone who could be added to the wedding while the list is open: the candidates the server
 * offered, and the users who were removable when it answered (removed, they may come back).
 */
export const teamOf = (users: readonly WeddingUser[], candidates: readonly WeddingUser[]): WeddingUser[] => [...candidates, ...users.filter(isRemovable)];

/** How a person is named on screen. */
export const nameOf = (user: Pick<WeddingUser, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

/** The team not in the wedding now (the rows on screen), by name: the choices of the add select. */
export function candidatesOf(team: readonly WeddingUser[], rows: readonly WeddingUser[]): WeddingUser[] {
  const inWedding = new Set(rows.map((row) => row.id));
  return team.filter((person) => !inWedding.has(person.id)).sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.id - b.id);
}
