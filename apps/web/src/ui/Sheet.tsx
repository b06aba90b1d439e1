import { lazy, Suspense, useState } from 'react';
import type { SheetProps } from './SheetPanel';

const SheetPanel = lazy(() => import('./SheetPanel').then((m) => ({ default: m.SheetPanel })));

/**
 * A panel that slides in from one side (see SheetPanel). Closed sheets are on many first screens
 * (the hub's filters on a phone, the shell's menu) and the dialog machinery behind them is not:
 * it loads when a sheet first opens, and stays mounted after so that closing still animates.
 */
export function Sheet(props: SheetProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SheetPanel {...props} />
    </Suspense>
  );
}
