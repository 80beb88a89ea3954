import { useMe } from '@/lib/session';
import { readSpaceSettings, type SpaceSettings } from '../utils/space-settings';

/** Effective reading-room settings of the signed-in user (favourites, step, check-in window, limits …). */
export function useSpaceSettings(): SpaceSettings {
  const { data: me } = useMe();
  return readSpaceSettings(me?.settings);
}
