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

/** The NEW OFFER tab's key, the second tab of both tabbed drawers. */
type OfferTab = 'offer';

interface TabbedAnswerDrawerProps<K extends string> {
  title: string;
  /** The open tab, or null while closed. */
  tab: K | OfferTab | null;
  onTabChange: (tab: K | OfferTab) => void;
  onClose: () => void;
  /** The first tab: the drawer's own answer ('BOOK NOW', 'ACCEPT'). */
  answer: { key: K; label: string; children: ReactNode };
  /** The NEW OFFER tab's form. */
  offer: ReactNode;
}

/** A drawer with the load's own answer as its first tab and NEW OFFER as its second. */
export function TabbedAnswerDrawer<K extends string>({
  title,
  tab,
  onTabChange,
  onClose,
  answer,
  offer,
}: TabbedAnswerDrawerProps<K>) {
  return (
    <AnswerDrawer open={tab !== null} title={title} onClose={onClose}>
      <Tabs
        activeKey={tab ?? answer.key}
        onChange={(key) => onTabChange(key as K | OfferTab)}
        items={[answer, { key: 'offer', label: 'NEW OFFER', children: offer }]}
      />
    </AnswerDrawer>
  );
}
