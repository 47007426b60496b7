// The environment `npm start` (and the benchmarks, to measure what it runs) gives the server.
//
// glibc's malloc raises its mmap threshold each time a large block is freed (up to 32 MB), so after
// the first import or build the worker threads' row stores and column buffers come from malloc's
// arenas instead of their own mappings, and stay in the process's RSS after the job (200 MB or more
// after two builds of a 2.4M-row feed). A fixed threshold keeps large buffers in mappings of their
// own, returned to the system when freed. See docs/deploy.md ("Memory").
export const MALLOC_MMAP_THRESHOLD = String(1 << 20);

/** `env` with the defaults above where it does not set them. */
export const serverEnv = (env) => ({ MALLOC_MMAP_THRESHOLD_: MALLOC_MMAP_THRESHOLD, ...env });
