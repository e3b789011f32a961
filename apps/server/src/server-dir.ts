import path from "node:path";

/**
 * apps/server. This file sits at the top of src/, and in the compiled server its code sits at the
 * top of dist/ (scripts/build.mjs): one folder below apps/server either way, so files the server
 * reads (the migrations) are found from here whether it runs from source or compiled.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, "..");
