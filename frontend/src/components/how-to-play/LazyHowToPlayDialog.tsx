// The rules dialog for the header and Home, loaded the first time it is opened: the dialog, its nested scoring
// rules and their texts are not needed to paint any page, so they stay out of the entry chunk.
import { lazy, Suspense, useState } from 'react';
import type { HowToPlayDialogProps } from './HowToPlayDialog';

const HowToPlayDialog = lazy(() =>
  import('./HowToPlayDialog').then((module) => ({ default: module.HowToPlayDialog })),
);

export function LazyHowToPlayDialog(props: HowToPlayDialogProps) {
  // Once opened it stays mounted, so closing it runs the dialog's own close (focus goes back where it was).
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HowToPlayDialog {...props} />
    </Suspense>
  );
}
