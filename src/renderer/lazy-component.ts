import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on first render from its own chunk; `preload()` starts the download earlier. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/** Code-split a component by name from a module, keeping its props type. */
export function lazyComponent<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): PreloadableComponent<Props> {
  let promise: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (promise ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(start), { preload: start });
}
