import { useEffect } from 'react';
import { interfaceZoomPercent, rootFontSize } from '../../lib/interface-zoom';

/** Applies the user's general.zoom to the whole interface (the settings dialog's promise). */
export function useInterfaceZoom(setting: unknown): void {
  const percent = interfaceZoomPercent(setting);
  useEffect(() => {
    document.documentElement.style.fontSize = rootFontSize(percent);
    return () => {
      document.documentElement.style.fontSize = '';
    };
  }, [percent]);
}
