import { type ComponentType, createElement, lazy } from 'react';

/**
 * A part of a page whose code loads apart, and which renders at once, without suspending, once that
 * code is loaded (`preload`). `React.lazy` alone suspends on its first render even when the module is
 * already there; on a server-rendered page that left the part's markup dehydrated, and the first update
 * to reach it replaced it by the fallback and back (a layout shift, ADR 0026).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return { Part, preload };
}
