import { get } from 'node:http';
import { eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { personTypes } from '../contract/person';
import type { Database } from '../server/db/client';
import { createCategory } from '../server/modules/guests/categories';
import { insertGuests } from '../server/modules/guests/service';
import { tableTypes, tables, tablesGuests } from '../server/modules/tables/schema';
import { persons } from '../server/modules/users/schema';
import { weddings } from '../server/modules/weddings/schema';
import { startBenchApp } from './bench-app';
import { load, type LoadResult } from './me-latency';

type Row = [figure: string, measured: string, budget: string];

const statuses = ['Attending', 'Not attending', 'Pending'];

/** A wedding of the planner with its two spouses, Ana and Luis. */
export async function wedding(db: Database, plannerId: number, name: string) {
  const [row] = await db.insert(weddings).values({ name, date: '2027-06-12', plannerId }).returning();
  const spouses = await db
    .insert(persons)
    .values(
      ['Ana', 'Luis'].map((firstName) => ({
        typeId: personTypes.Spouse,
        firstName,
        lastName: name,
        email: `${firstName}-${row!.id}@bench.local`.toLowerCase(),
        weddingId: row!.id,
      })),
    )
    .returning();
  await db.update(weddings).set({ spouse1Id: spouses[0]!.id, spouse2Id: spouses[1]!.id }).where(eq(weddings.id, row!.id));
  return { id: row!.id, spouseIds: spouses.map((spouse) => spouse.id) };
}

/** 5,000 guests in 12 categories, 3,000 of them seated at 300 tables: the list and the export read it all. */
export async function fillWedding(db: Database, weddingId: number, spouseIds: number[]) {
  const categoryIds: number[] = [];
  for (let index = 0; index < 12; index++)
    categoryIds.push((await createCategory(db, weddingId, { name: `Category ${index}`, color_r: 10, color_g: 20, color_b: 30 })).id);
  const created = await db.transaction((tx) =>
    insertGuests(
      tx,
      weddingId,
      Array.from({ length: 5000 }, (_, index) => ({
        name: `Guest ${index} Ibáñez`,
        companions: index % 4,
        category_id: categoryIds[index % 12]!,
        status_id: (index % 3) + 1,
        invitedBy_id: spouseIds[index % 2]!,
        phone: `+1 555 01${String(index % 100).padStart(2, '0')}`,
        comments: index % 10 === 0 ? 'Vegetarian' : null,
      })),
    ),
  );
  const [type] = await db.insert(tableTypes).values({ weddingId, name: 'Round', shape: 'round', width: 45, height: 45 }).returning();
  const tableRows = await db
    .insert(tables)
    .values(Array.from({ length: 300 }, (_, index) => ({ weddingId, number: index + 1, seats: 10, tableTypeId: type!.id, x: 0.5, y: 0.5 })))
    .returning();
  await db
    .insert(tablesGuests)
    .values(created.slice(0, 3000).map((guest, index) => ({ weddingId, tableId: tableRows[Math.floor(index / 10)]!.id, guestId: guest.id })));
}

/** A file of 10,000 guests as a planner would bring it: every column, a few dozen categories. */
function importFile() {
  const header = ['Name', 'Companions', 'Category', 'Status', 'Invited by', 'Phone', 'Comments'].map((value) => ({ value }));
  const rows = Array.from({ length: 10_000 }, (_, index) =>
    [
      `Imported guest ${index} Núñez`,
      index % 3,
      `Group ${index % 40}`,
      statuses[index % 3]!,
      index % 2 ? 'Ana' : 'luis',
      '+1 555 0123',
      index % 7 ? '' : 'Vegetarian',
    ].map((value) => ({ value })),
  );
  return writeXlsxFile([header, ...rows]).toBuffer();
}

/** What a browser sends: the session and the encodings it reads. */
const browserEncodings = 'gzip, deflate, br, zstd';

/** The bytes an answer takes on the wire (node:http leaves it as sent, compressed or not). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

const loadFigures = (result: LoadResult) => `${result.p99} ms (p50 ${result.p50} ms, ${Math.round(result.requestsPerSecond)} req/s, ${result.errors} errors)`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The guests API on PGlite: `GET /guests/index` of 5,000 guests at 10 connections (as a browser
 * asks, with no compression, and revalidating an unchanged list), its size on the wire, the import of
 * 10,000 rows (validate + import, wall time, three runs into empty weddings) and the export of
 * 5,000 guests with every column (wall time, five runs).
 */
export async function measureGuestsApi(seconds: number): Promise<Row[]> {
  let big = { id: 0, spouseIds: [] as number[] };
  const importTargets: Array<{ id: number }> = [];
  const app = await startBenchApp('guests', async (db, plannerId) => {
    big = await wedding(db, plannerId, 'Big wedding');
    await fillWedding(db, big.id, big.spouseIds);
    for (const name of ['Import 1', 'Import 2', 'Import 3']) importTargets.push(await wedding(db, plannerId, name));
  });
  const { base, cookie } = app;
  const asBrowser = { cookie, 'accept-encoding': browserEncodings };
  try {
    const indexUrl = `${base}/guests/index?wedding_id=${big.id}`;
    const listed = await fetch(indexUrl, { headers: { cookie } });
    const { guests } = (await listed.json()).data;
    if (guests.length !== 5000) throw new Error(`the list answered ${guests.length} guests`);
    const sizes = await Promise.all(['identity', 'gzip', 'br'].map((encoding) => wireBytes(indexUrl, { cookie, 'accept-encoding': encoding })));
    await load(indexUrl, asBrowser, 2, 10);
    const index = await load(indexUrl, asBrowser, seconds, 10);
    const plain = await load(indexUrl, { cookie }, seconds, 10);
    const etag = listed.headers.get('etag');
    const revalidated = etag ? await load(indexUrl, { ...asBrowser, 'if-none-match': etag }, seconds, 10, 304) : null;

    const file = await importFile();
    const importTimes: number[] = [];
    for (const target of importTargets) {
      const startedAt = performance.now();
      const form = new FormData();
      form.append('wedding_id', String(target.id));
      form.append('language', 'en');
      form.append('file', new Blob([new Uint8Array(file)]), 'guests.xlsx');
      const validated = await (await fetch(`${base}/guests/import_validate`, { method: 'POST', headers: { cookie }, body: form })).json();
      const imported = await fetch(`${base}/guests/import`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ wedding_id: target.id, validated_file_path: validated.data.validated_file_path, language: 'en' }),
      });
      const answer = await imported.json();
      importTimes.push(performance.now() - startedAt);
      if (answer.data?.guests?.length !== 10_000) throw new Error(`import answered ${imported.status}: ${JSON.stringify(answer).slice(0, 200)}`);
    }

    const exportTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      const startedAt = performance.now();
      const response = await fetch(`${base}/guests/export?wedding_id=${big.id}&language=es`, { headers: { cookie } });
      await response.arrayBuffer();
      exportTimes.push(performance.now() - startedAt);
    }

    return [
      ['GET /api/guests/index, 5,000 guests, 10 conn., p99', loadFigures(index), '≤ 250 ms'],
      ['  the same, asking for no compression', loadFigures(plain), ''],
      ['  the same, revalidated (If-None-Match → 304)', revalidated ? loadFigures(revalidated) : 'no ETag', ''],
      ['  the list on the wire: plain, gzip, brotli', sizes.map((size) => `${Math.round(size / 1024)} KB`).join(', '), ''],
      ['guests import_validate + import, 10,000 rows (.xlsx)', `${ms(median(importTimes))} median (${importTimes.map(ms).join(', ')})`, '≤ 5 s'],
      ['GET /api/guests/export, 5,000 guests, all columns', `${ms(median(exportTimes))} median (${exportTimes.map(ms).join(', ')})`, '≤ 2 s'],
    ];
  } finally {
    await app.stop();
  }
}
