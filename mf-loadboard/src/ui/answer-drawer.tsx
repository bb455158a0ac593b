// The drawer a carrier answers a load in (spec 000 §2: 496px; the full width on a phone): the book-now
// drawer (BOOK NOW, NEW OFFER), the tender drawer (ACCEPT, NEW OFFER) and the rate-request response.
import type { ReactNode } from 'react';
import { Drawer, Tabs } from 'antd';
import { useIsPhone } from '@trucks/shared-ui/viewport';

const DRAWER_WIDTH = 496;

interface AnswerDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** False while an answer is being sent (a click on the mask does not close it then). */
  maskClosable?: boolean;
  children: ReactNode;
}

export function AnswerDrawer({ open, title, onClose, maskClosable, children }: AnswerDrawerProps) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={open}
      title={title}
      size={phone ? '100%' : DRAWER_WIDTH}
      onClose={onClose}
      closable={{ 'aria-label': 'Close' }}
      maskClosable={maskClosable}
    >
      {children}
    </Drawer>
  );
}

interface AnswerTab<K extends string> {
  key: K;
  /** 'BOOK NOW', 'NEW OFFER'. */
  label: string;
  children: ReactNode;
}

interface TabbedAnswerDrawerProps<K extends string> {
  title: string;
  /** The open tab, or null while closed. */
  tab: K | null;
  onTabChange: (tab: K) => void;
  onClose: () => void;
  /** The tabs in order. */
  tabs: readonly [AnswerTab<K>, ...AnswerTab<K>[]];
}

export function TabbedAnswerDrawer<K extends string>({
  title,
  tab,
  onTabChange,
  onClose,
  tabs,
}: TabbedAnswerDrawerProps<K>) {
  return (
    <AnswerDrawer open={tab !== null} title={title} onClose={onClose}>
      <Tabs
        activeKey={tab ?? tabs[0].key}
        onChange={(key) => onTabChange(key as K)}
        items={tabs.map(({ key, label, children }) => ({ key, label, children }))}
      />
    </AnswerDrawer>
  );
}
