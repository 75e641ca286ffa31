import { eq, sql } from 'drizzle-orm';
import type { Customization } from '../../../contract/auth';
import type { Executor } from '../../db/client';
import { customizations } from './schema';

export type CustomizationRow = typeof customizations.$inferSelect;

export const toCustomization = (row: CustomizationRow): Customization => ({ id: row.id, code: row.code, title: row.title });

/** The brand of a host name, else the default brand. */
export async function customizationForHost(db: Executor, host: string): Promise<CustomizationRow | undefined> {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const rows = await db
    .select()
    .from(customizations)
    .where(sql`${name} = any(${customizations.hosts}) or ${customizations.isDefault}`);
  return rows.find((row) => row.hosts.includes(name)) ?? rows.find((row) => row.isDefault);
}

export async function customizationById(db: Executor, id: number | null | undefined): Promise<CustomizationRow | undefined> {
  if (id) {
    const [row] = await db.select().from(customizations).where(eq(customizations.id, id));
    if (row) return row;
  }
  const [fallback] = await db.select().from(customizations).where(eq(customizations.isDefault, true));
  return fallback;
}
