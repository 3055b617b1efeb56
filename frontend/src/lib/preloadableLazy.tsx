// A lazily loaded component that can be loaded ahead of its first render. React.lazy suspends on its first render
// even when the module is already in, so a page whose first commit must show it complete (the app shell's
// takeover, the shell's own render at build time) preloads it and then renders it in place, never its fallback.
import { lazy, useState, type ComponentType } from 'react';

export type PreloadableLazy<P extends object> = ComponentType<P> & { preload(): Promise<void> };

export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => load());
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount its subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
