import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client';
import { LayoutFiles } from '../modules/tables/layout-files';
import { replaceLayout } from '../modules/tables/layout';
import { createTables } from '../modules/tables/service';
import { createTableType } from '../modules/tables/table-types';
import { Storage } from '../shared/storage';
import { demoTables, demoTableTypes, demoVenue } from './demo-venue';

/** Drawn by scripts/draw-demo-layout.ts from demo-venue.ts. */
export const demoLayoutFile = fileURLToPath(new URL('./assets/demo-layout.png', import.meta.url));

/**
 * The demo wedding's seating: its floor plan, stored the way an upload is (checked, measured,
 * given a server-made name), a round ten-seat type and a head table type, and 30 numbered
 * tables around the dance floor.
 */
export async function seedDemoTables(db: Database, weddingId: number): Promise<void> {
  const files = new LayoutFiles(new Storage(db));
  await replaceLayout(db, files, weddingId, await files.receive(createReadStream(demoLayoutFile)));
  const types = {
    round: await createTableType(db, weddingId, demoTableTypes.round),
    head: await createTableType(db, weddingId, demoTableTypes.head),
  };
  await createTables(
    db,
    weddingId,
    demoTables.map((table) => ({
      number: table.number,
      seats: demoTableTypes[table.kind].seats,
      table_type: types[table.kind].id,
      x: table.x / demoVenue.width,
      y: table.y / demoVenue.height,
    })),
  );
}
