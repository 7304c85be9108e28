// The Express entry and the Remix server build are bundled separately; keeping shared
// resources on globalThis gives both (and development rebuilds) the same database handle.
function store() {
  const global = globalThis as unknown as { __singletons?: Map<string, unknown> };
  global.__singletons ??= new Map();
  return global.__singletons;
}

export function singleton<T>(name: string, create: () => T): T {
  const values = store();
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as T;
}

/** Removes a singleton and hands it back (if it was ever created) so it can be closed. */
export function releaseSingleton<T>(name: string): T | undefined {
  const values = store();
  const value = values.get(name) as T | undefined;
  values.delete(name);
  return value;
}

/** The singleton if something already created it; never creates one. */
export function existingSingleton<T>(name: string): T | undefined {
  return store().get(name) as T | undefined;
}
