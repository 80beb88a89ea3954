import { useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen. A booking request outlives its form when the live
 * update turns the seat "yours" first; the result then goes to a toast instead of the form.
 */
export function useMounted(): { readonly current: boolean } {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
