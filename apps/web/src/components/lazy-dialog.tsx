import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code (and translations) load the first time it opens, not with the page that
 * holds it (issue 14: the first screen's budget). It stays mounted once opened, so closing animates.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): (props: P) => JSX.Element | null {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && isOpen(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
