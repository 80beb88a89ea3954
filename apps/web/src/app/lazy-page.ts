import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for modules with named exports: each page becomes its own chunk. */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
