import type { Me } from '../../lib/session';

export interface MenuItem {
  to: string;
  label: 'nav.start' | 'nav.mailbox';
  /** Only `/` must match exactly; other entries stay active on their sub-pages. */
  end: boolean;
}

/** Main-menu entries for the session. Permission-based entries (vehicles, admin, …) join here later. */
export function buildMenuItems(me: Me | undefined): MenuItem[] {
  const items: MenuItem[] = [{ to: '/', label: 'nav.start', end: true }];
  if (me?.user.platformAdmin) items.push({ to: '/admin/postfach', label: 'nav.mailbox', end: false });
  return items;
}
