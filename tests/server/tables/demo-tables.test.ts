import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import type { Table, TableType } from '../../../contract/tables';
import { seedDemoTables } from '../../../server/seed/demo-tables';
import { demoVenue, type Area } from '../../../server/seed/demo-venue';
import { startTestServer, type TestServer } from '../../support/test-server';
import { caller, plannerWithWedding } from './support';

let server: TestServer;
let call: ReturnType<typeof caller>;
let weddingId: number;
let data: { tables: Table[]; tableTypes: TableType[] };

beforeAll(async () => {
  server = await startTestServer();
  const owner = await plannerWithWedding(server);
  call = caller(server, owner.cookie);
  weddingId = owner.weddingId;
  await seedDemoTables(server.db, weddingId);
  data = (await call('GET', '/tables/index', { wedding_id: weddingId })).json().data;
});
afterAll(() => server.close());

/** A table's footprint on the layout in pixels, with room for chairs around it. */
function footprint(table: Table): Area {
  const type = data.tableTypes.find((candidate) => candidate.id === table.table_type)!;
  const chairs = 20;
  return {
    x: table.x * demoVenue.width - type.width / 2 - chairs,
    y: table.y * demoVenue.height - type.height / 2 - chairs,
    width: type.width + 2 * chairs,
    height: type.height + 2 * chairs,
  };
}

const overlaps = (a: Area, b: Area) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Area, outer: Area) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('the demo seating', () => {
  it('stores the drawn floor plan as the layout, 2000 × 1400 px', async () => {
    const wedding = (await call('GET', '/weddings/show', { id: weddingId })).json().data.wedding;
    expect(wedding).toMatchObject({ layout: expect.stringMatching(/\.png$/), layout_width: 2000, layout_height: 1400 });
    const image = await call('GET', '/weddings/layout', { wedding_id: weddingId });
    expect(image.headers['content-type']).toBe('image/png');
    expect(imageSize(image.rawPayload)).toMatchObject({ width: 2000, height: 1400 });
  });

  it('has a round ten-seat type and a rectangular head table type, and 30 tables numbered 1 to 30', () => {
    expect(data.tableTypes.map(({ shape, width, height }) => ({ shape, width, height }))).toEqual([
      { shape: 'round', width: 90, height: 90 },
      { shape: 'rectangular', width: 260, height: 70 },
    ]);
    expect(data.tables.map((table) => table.number)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    const head = data.tables.filter((table) => table.table_type === data.tableTypes[1]!.id);
    expect(head.map((table) => [table.number, table.seats])).toEqual([[1, 8]]);
    expect(data.tables.filter((table) => table.seats === 10)).toHaveLength(29);
  });

  it('places every table inside the hall, clear of the others, the dance floor, the stage and the bar', () => {
    const footprints = data.tables.map(footprint);
    for (const [index, area] of footprints.entries()) {
      const name = `table ${data.tables[index]!.number}`;
      expect(inside(area, demoVenue.hall), name).toBe(true);
      for (const fixture of [demoVenue.danceFloor, demoVenue.stage, demoVenue.bar]) expect(overlaps(area, fixture), name).toBe(false);
      for (const other of footprints.slice(index + 1)) expect(overlaps(area, other), name).toBe(false);
    }
  });
});
