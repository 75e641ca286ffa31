/**
 * Every table of the app, gathered from the modules that own them: Drizzle's client and
 * drizzle-kit (migrations) read the whole schema from here. Code reads a table from its own
 * module's schema.
 */
export * from '../modules/customizations/schema';
export * from '../modules/users/schema';
export * from '../modules/auth/schema';
export * from '../modules/weddings/schema';
export * from '../modules/credits/schema';
export * from '../modules/plan/schema';
export * from '../modules/checklist/schema';
export * from '../modules/guests/schema';
export * from '../modules/tables/schema';
export * from '../modules/events/schema';
export * from '../modules/budget/schema';
export * from '../modules/ideas/schema';
export * from '../shared/storage-schema';
