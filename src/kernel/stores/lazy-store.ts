import { makeObservable, observable, runInAction } from 'mobx';

/**
 * A domain store whose code loads on first use, keeping it out of the entry bundle. `current` is undefined until
 * `ready()` has been called and the code has arrived; observers re-render when it appears.
 */
export class LazyStore<T> {
  current: T | undefined = undefined;
  private loading: Promise<T> | undefined;

  constructor(private readonly create: () => Promise<T>) {
    // A class instance stays as it is under `observable`: only plain objects and arrays are converted.
    makeObservable(this, { current: observable });
  }

  /** Load the store's code once and give the store; a failed load is tried again on the next call. */
  ready(): Promise<T> {
    this.loading ??= this.create().then(
      (store) => {
        runInAction(() => (this.current = store));
        return store;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

/**
 * A feature's store whose code and service load together, on first use: the module (a dynamic import, so the code
 * stays a chunk of its own) and the service are asked for at once, then `build` makes the store from both.
 */
export function lazyStore<Store, Module, Service>(
  load: () => Promise<Module>,
  service: () => Promise<Service>,
  build: (module: Module, service: Service) => Store,
): LazyStore<Store> {
  return new LazyStore(async () => {
    const [module, loaded] = await Promise.all([load(), service()]);
    return build(module, loaded);
  });
}
