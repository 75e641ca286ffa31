import type { ActionCode } from '../../contract/permissions';

/**
 * What the person may do in a module, from the action codes the server granted, as named
 * flags (`{ add: true, edit: false, … }`). A machine stores them in its context when it
 * loads; its guards read them and the page's components read them through the machine's
 * selector, so both answer from the same place and cannot disagree.
 */
export type Permissions<TName extends string> = Readonly<Record<TName, boolean>>;

export function permissionsOf<const TName extends string>(granted: readonly ActionCode[], codes: Record<TName, ActionCode>): Permissions<TName> {
  const entries = Object.entries<ActionCode>(codes).map(([name, code]) => [name, granted.includes(code)] as const);
  return Object.fromEntries(entries) as Permissions<TName>;
}
