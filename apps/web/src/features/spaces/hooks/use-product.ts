import { useLocation } from 'react-router';
import { isSpaceProduct, type SpaceProduct } from '../api/types';

/** The product of the current page: the first path segment (`/lesesaal/karte` -> lesesaal). */
export function useProduct(): SpaceProduct {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[1];
  return isSpaceProduct(segment) ? segment : 'lesesaal';
}
