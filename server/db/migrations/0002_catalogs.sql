-- The module and action catalogue of contract/permissions.ts, and the credit packages.
INSERT INTO "modules" ("id", "code") VALUES (1, 'HOME'), (2, 'PLAN'), (3, 'CHECKLIST'), (4, 'GUESTS'), (5, 'TABLES'), (6, 'BUDGET'), (7, 'IDEA_BOARD');
--> statement-breakpoint
INSERT INTO "actions" ("id", "code", "module_id") VALUES (1, 'CHECKLIST_SUMMARY', 1), (2, 'GUESTS_SUMMARY', 1), (3, 'TABLES_SUMMARY', 1), (4, 'BUDGET_SUMMARY', 1), (5, 'IDEA_BOARD_SUMMARY', 1), (6, 'ADD', 2), (7, 'EDIT', 2), (8, 'DELETE', 2), (9, 'UPDATE_VALUE', 2), (10, 'ADD', 3), (11, 'EDIT', 3), (12, 'DELETE', 3), (13, 'CHECK_UNCHECK', 3), (14, 'ADD', 4), (15, 'EDIT', 4), (16, 'DELETE', 4), (17, 'RSVP', 4), (18, 'EDIT_LAYOUT', 5), (19, 'ADD_GUESTS', 5), (20, 'DELETE_GUESTS', 5), (21, 'HOSTESS_VIEW', 5), (22, 'ADD_EXPENSE', 6), (23, 'EDIT_EXPENSE', 6), (24, 'DELETE_EXPENSE', 6), (25, 'ADD_PAYMENT', 6), (26, 'DELETE_PAYMENT', 6), (27, 'ADD_SUPPLIER', 6), (28, 'EDIT_SUPPLIER', 6), (29, 'DELETE_SUPPLIER', 6), (30, 'ADD', 7), (31, 'EDIT', 7), (32, 'DELETE', 7), (33, 'PIN', 7);
--> statement-breakpoint
INSERT INTO "credit_packages" ("quantity", "price") VALUES (1, 1500), (5, 6750), (10, 12000), (25, 26250);
