/**
 * Where last good versions of site content files are shared between the shop's servers: each server checks what it
 * reads on its own, but one started while a pushed file fails its checks has never seen that file's good version,
 * and would serve nothing (or not open its site) while the servers already running serve their last good copy. With a
 * store, it takes the copy they saved. Paths are `{site folder}/{file}`, so servers whose content roots sit at
 * different places still agree.
 */
export interface LastGoodStore {
  /** The saved last good text of `path`, or undefined. */
  load(path: string): Promise<string | undefined>;
  /** Keep `text` as the last good version of `path` (in the background: a check never waits for it). */
  save(path: string, text: string): void;
}

let store: LastGoodStore | undefined;

/** Share last good versions through `shared` (the server's start does, on a database several servers may use). */
export function setLastGoodStore(shared: LastGoodStore | undefined): void {
  store = shared;
}

/** The store in use, if any: without one, a server knows only the versions it has seen itself. */
export const lastGoodStore = (): LastGoodStore | undefined => store;
