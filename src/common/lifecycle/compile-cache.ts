import * as nodeModule from 'node:module';

/**
 * Node's module compile cache (Node ≥ 22.1): V8's compiled code of every module loaded is kept on disk
 * (`NODE_COMPILE_CACHE`, else `<tmpdir>/node-compile-cache`; keyed by each file's content, so a new
 * build simply misses) and the next start reads it instead of compiling again. Node 20 has no such
 * cache: there this does nothing. Never throws: a cache that cannot be used is only a slower start,
 * and `NODE_DISABLE_COMPILE_CACHE=1` turns it off. Nothing of this file may import a library: main.ts
 * calls it before they load.
 */
type CacheApi = {
  enableCompileCache?: () => unknown;
  flushCompileCache?: () => void;
};

const api = nodeModule as CacheApi;

export function enableCompileCache(): void {
  api.enableCompileCache?.();
}

/**
 * Writes what the start compiled now (Node ≥ 22.10) rather than at exit, which a process killed by
 * SIGKILL never reaches.
 */
export function flushCompileCache(): void {
  api.flushCompileCache?.();
}
