import type { ReactNode } from 'react';
import { AppFrame } from './app-frame';

/**
 * Base layout plus a left sidebar: the reading-room and workplace sidebar layouts of spec
 * section 2 (`/{product}/karte`, `/{product}/liste`) pass their sidebar content here.
 */
export function SidebarLayout({ sidebar }: { sidebar: ReactNode }) {
  return <AppFrame sidebar={sidebar} />;
}
