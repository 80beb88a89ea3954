import { AppFrame } from './app-frame';

/** Spec "base layout": header, main menu, footer. */
export function BaseLayout() {
  return <AppFrame />;
}
