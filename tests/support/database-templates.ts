import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied, dumped to a file. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a database of that server with every migration applied, to copy (else empty). */
    postgresTemplate: string;
  }
}

/** Every file of the migrations folder, the journal included, in a stable order. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** Changes with any migration and with PGlite (its PostgreSQL decides the data directory's format). */
function templateKey(): string {
  // The package does not export its package.json: read it beside its entry (dist/index.cjs).
  const packageJson = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  const pgliteVersion = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  const digest = createHash('sha256').update(pgliteVersion);
  for (const path of filesUnder(migrationsFolder)) digest.update(path.slice(migrationsFolder.length)).update(readFileSync(path));
  return digest.digest('hex').slice(0, 16);
}

/**
 * The PGlite template, made once and kept in the system's temporary folder under a key of the
 * migrations and PGlite's version, so that the next run (a single file, another engineer's
 * worktree, CI's pass on PostgreSQL, whose few PGlite databases start from it too) finds it.
 */
async function pgliteTemplate(): Promise<string> {
  const path = join(tmpdir(), `wedding-planner-pglite-${templateKey()}.tar`);
  if (existsSync(path)) return path;
  const handle = await openDatabase({ dataDir: null });
  const client = handle.db.$client as PGlite;
  // Every page written out of PostgreSQL's buffers into the files the dump copies: nothing to replay when a copy starts.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  // Whole or absent for a run starting meanwhile.
  renameSync(partial, path);
  return path;
}

/** One statement on the server's maintenance database (creating and dropping databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A migrated database on the PostgreSQL server of `serverUrl`, for this run only, and how to drop it. */
async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `wp_template_${process.pid}_${Date.now()}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  // A database is copied only while nobody is connected to it.
  await handle.close();
  return { name, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * Vitest's global setup of the server tests. Every test file boots its own database: a new
 * PGlite runs initdb and then the migrations, about 6 s of CPU, against about 1.4 s to start from
 * a data directory already migrated; on PostgreSQL, a copy of a migrated database takes a fraction
 * of the migrations' round trips. `openDatabase` still runs the migrations on the copy, which finds
 * nothing to do.
 */
export default async function makeDatabaseTemplates(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    return undefined;
  }
  const template = await postgresTemplate(serverUrl);
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
