/**
 * Moves `id` to position `index` in an ordered list of ids and answers the new order; callers
 * write back only the rows whose position changed.
 */
export function moveTo(ids: number[], id: number, index: number): number[] {
  const rest = ids.filter((candidate) => candidate !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export function changedPositions(before: Array<{ id: number; order: number }>, after: number[]): Array<{ id: number; order: number }> {
  const previous = new Map(before.map((row) => [row.id, row.order]));
  return after.map((id, order) => ({ id, order })).filter((row) => previous.get(row.id) !== row.order);
}
