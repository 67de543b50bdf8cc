import { z } from 'zod';

/**
 * The server forbids `eval` to pages (script-src 'self', see
 * apps/server/src/http/security-headers.ts). Zod compiles fast object
 * checks with `new Function` when it may, and finds out whether it may by
 * trying once: under that policy the try is refused and reported as a
 * violation even though zod falls back quietly. Without the JIT it never
 * tries. This module must be imported before any schema is built (first in
 * main.tsx): zod decides per schema when the schema is made.
 */
z.config({ jitless: true });
