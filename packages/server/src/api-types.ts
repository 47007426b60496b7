// Types of the API's answers, inferred from the zod schemas the routes declare, for the web app to
// import with `import type` (nothing of the server is bundled). Only types may be exported here.
import type { z } from 'zod';
import type { appConfigSchema } from './http/app-config.js';
import type { projectSchema } from './projects/store.js';

/** A project as GET /api/projects/{id}/ answers it. */
export type ProjectAnswer = z.infer<typeof projectSchema>;
/** GET /api/config/. */
export type AppConfigAnswer = z.infer<typeof appConfigSchema>;
