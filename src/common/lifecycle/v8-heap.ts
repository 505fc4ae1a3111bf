import { setFlagsFromString } from 'node:v8';

/**
 * The V8 flag the service sets on itself, first thing (issue 26): allocation-site pretenuring off.
 *
 * V8 watches each allocation site (an object or array literal, `new Array(n)`) and, once ≥ 85 % of
 * the objects it made outlived a scavenge, allocates that site's objects straight into the old
 * generation for good. pg builds every row of every query at a few such sites; when a scavenge finds
 * many rows alive (a burst of queries while a journey is written, say), V8 tenures them, and from then
 * on every row and every string it points to dies in the old generation: ≈ 520 KB promoted per
 * scavenge under the list's load, a full mark-compact every ≈ 600 ms, ≈ 20 % fewer lists a second and
 * a p99 half again as long — in most processes, not all: the service ran "in two modes". With the flag
 * off, V8 keeps allocating young and the rows die young (4 KB promoted per scavenge), whatever the
 * process did before. Measured in docs/performance.md ("Stop 34").
 *
 * A flag of V8, not of Node: NODE_OPTIONS refuses it, and a command-line flag would have to be
 * repeated by every way the service is started (the image, `npm start`, the suites, the benches); set
 * here, before the libraries load, it holds for all of them. Pinned by the Node the image ships and
 * guarded by v8-heap.spec.ts, which fails if a V8 upgrade renames the flag or ignores it when set at
 * run time (setFlagsFromString ignores a flag it does not know).
 */
export const NO_PRETENURING_FLAG = '--no-allocation-site-pretenuring';

export function turnOffPretenuring(): void {
  setFlagsFromString(NO_PRETENURING_FLAG);
}
