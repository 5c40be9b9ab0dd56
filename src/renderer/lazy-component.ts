import { createElement, lazy, type ComponentType } from 'react';

const onServer = typeof window === 'undefined';

/** A component loaded from its own chunk on first render; `preload()` starts the download earlier. */
export type PreloadableComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * Code-split a component by name from a module, keeping its props type. Once the chunk has arrived (preloaded or
 * rendered before) the component renders synchronously, so later pages never fall back to a loading state.
 */
export function lazyComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let promise: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    // On the server each page says which chunks it used (the server lists them in its HTML): a chunk an earlier page
    // loaded is asked for again, from Node's module cache, so this page counts it too.
    if (promise && onServer) void load().catch(() => undefined);
    return (promise ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }));
  };
  const Lazy = lazy(preload);
  function Loadable(props: Props) {
    if (onServer) void preload().catch(() => undefined);
    return createElement((loaded ?? Lazy) as ComponentType<Props>, props);
  }
  return Object.assign(Loadable, { preload });
}
