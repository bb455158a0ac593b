// The phone's navigation (below 900px): the side navigation in a drawer that the top bar's toggle
// opens. A chunk of its own: antd's Drawer is not on the first paint, it loads when the toggle is first
// used or pointed at (shell-frame.tsx).
import { Drawer } from 'antd';
import { SideNavigation } from './side-navigation';
import { EXPANDED_NAVIGATION_WIDTH } from './frame-sizes';
import type { SideNavigationProps } from './side-navigation';

export interface NavigationDrawerProps extends Pick<
  SideNavigationProps,
  'user' | 'badges' | 'onLogout' | 'onNavigationIntent'
> {
  open: boolean;
  onClose: () => void;
}

export function NavigationDrawer({ open, onClose, ...navigation }: NavigationDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={EXPANDED_NAVIGATION_WIDTH}
      title="Trucks"
      styles={{ body: { padding: 0 } }}
    >
      <SideNavigation {...navigation} expanded onItemChosen={onClose} />
    </Drawer>
  );
}
