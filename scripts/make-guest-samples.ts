// Rebuilds the sample guest lists in samples/ (`npx tsx scripts/make-guest-samples.ts`): files a
// planner can import into the demo wedding "Sofía & Mateo" to try the import wizard.
//   guests-import-en.xlsx     English headers, as a spreadsheet program saves them
//   guests-import-es.csv      Spanish headers and statuses, as Excel saves "CSV UTF-8" in a Spanish
//                             locale: byte order mark, semicolons, CRLF, a quoted field with a ';'
//   guests-import-errors.csv  rows that break the rules, to see the row-error table
import { mkdirSync, writeFileSync } from 'node:fs';
import writeXlsxFile from 'write-excel-file/node';

type Row = Array<string | number | null>;

const english: Row[] = [
  ['Name', 'Companions', 'Category', 'Status', 'Invited by', 'Phone', 'Comments'],
  ['Olivia Bennett', 1, 'Work', 'Attending', 'Sofía', '+1 555 0142', 'Vegetarian'],
  ['Marcus Reid', 0, 'Work', 'Attending', 'Sofía', '+1 555 0143', null],
  ['Hannah Cole', 2, 'Tennis club', 'Pending', 'Mateo', '+1 555 0144', 'Two children'],
  ['Liam Foster', 1, 'Tennis club', 'Not attending', 'Mateo', null, 'Away that weekend'],
  ['Grace Turner', 0, 'Neighbours', 'Attending', null, '+1 555 0145', null],
  ['Isaac Hayes', 1, 'Neighbours', null, 'sofia', null, null],
  ['Nora Quinn', 0, 'University friends', 'Attending', 'MATEO', '+1 555 0146', 'Gluten free'],
  ['Felix Ward', 3, 'University friends', 'Unknown', 'Mateo', null, null],
  ['Ava Morgan', 0, null, 'Attending', null, null, null],
  ['Leo Carter', 1, 'Tennis club', 'Attending', 'Sofía', '+1 555 0147', 'Needs a high chair'],
];

const spanish = [
  'Nombre;Acompañantes;Categoría;Estado;Invitado por;Teléfono;Comentarios',
  'María José Ibáñez;1;Familia de Sofía;Asistirá;Sofía;+1 555 0150;"Llega tarde; después de la misa"',
  'Íñigo Peña Olvera;0;Familia de Mateo;Pendiente;Mateo;;',
  'Begoña Cárdenas;2;Familia de Sofía;No asistirá;sofia;+1 555 0151;Alérgica a los mariscos',
  'Ramón Zúñiga;0;Amigos del colegio;asistira;Mateo;+1 555 0152;',
  'Ángela Muñoz;1;Amigos del colegio;;;;"Pide mesa cerca de la pista"',
  'Joaquín Ríos;0;;Asistirá;Sofía;;',
];

const withErrors = [
  'Name,Companions,Category,Status,Invited by,Phone,Comments',
  'Rosa Delgado,1,Work,Attending,Sofía,+1 555 0160,',
  ',2,Work,Attending,Sofía,,Row without a name',
  'Pablo Vera,two,Work,Attending,Mateo,,Companions must be a number',
  'Irene Soler,150,,Attending,,,Companions over 100',
  'Tomás Gil,0,,Maybe,,,Unknown status',
  'Clara Ibarra,0,,Attending,Pedro,,Not one of the spouses',
  'Hugo Serrano,0,,Attending,,+1 555 0161 extension 22,Phone over 20 characters',
];

const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';
const bom = Buffer.from([0xef, 0xbb, 0xbf]);

mkdirSync('samples', { recursive: true });
await writeXlsxFile(
  english.map((row) => row.map((value) => (value === null ? null : { value }))),
  { sheet: 'Guests' },
).toFile('samples/guests-import-en.xlsx');
writeFileSync('samples/guests-import-es.csv', Buffer.concat([bom, Buffer.from(crlf(spanish), 'utf8')]));
writeFileSync('samples/guests-import-errors.csv', crlf(withErrors));
console.log('samples/guests-import-en.xlsx, samples/guests-import-es.csv and samples/guests-import-errors.csv written');
