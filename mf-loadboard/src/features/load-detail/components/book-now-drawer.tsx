// The book-now drawer (spec 000 §2: 496px, tabs BOOK NOW and NEW OFFER; the full width on a phone).
// BOOK NOW books at the book-it-now rate, always All In, Flat, with a payment option chosen by the
// rules of 000 §4, §5, §9 and the trip requirements confirmed; NEW OFFER sends another rate.
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import type { SigningUser } from '../../../lib/signed-in-user';
import { TabbedAnswerDrawer } from '../../../ui/answer-drawer';

export type BookNowTab = 'book' | 'offer';

interface BookNowDrawerProps {
  shipment: Shipment;
  user: SigningUser;
  /** The open tab, or null while closed. */
  tab: BookNowTab | null;
  onTabChange: (tab: BookNowTab) => void;
  onClose: () => void;
  onBooked: (shipmentNumber: string) => void;
}

// The tabs' bodies hold the forms (antd's late part: checkboxes, radios, the form): they load when the
// drawer first opens, or earlier when a pointer or the focus reaches Book Now or Offer Rate (`preload`),
// so a load's detail opens without them.
const BookNowTabBody = lazyPanel(
  () => import('./book-now-tab').then((m) => m.BookNowTabBody),
  'Loading payment options',
  'The booking form could not be loaded.',
);
const NewOfferTabBody = lazyPanel(
  () => import('../../../ui/new-offer-form').then((m) => m.NewOfferTabBody),
  'Loading the offer form',
  'The offer form could not be loaded.',
);

/** Starts loading the drawer's forms, before the drawer is opened. */
export function preloadBookNowDrawer() {
  BookNowTabBody.preload();
  NewOfferTabBody.preload();
}

export function BookNowDrawer({ shipment, user, tab, onTabChange, onClose, onBooked }: BookNowDrawerProps) {
  const open = tab !== null;
  return (
    <TabbedAnswerDrawer<'book'>
      title={`Shipment #${shipment.shipmentNumber}`}
      tab={tab}
      onTabChange={onTabChange}
      onClose={onClose}
      answer={{
        key: 'book',
        label: 'BOOK NOW',
        children: <BookNowTabBody shipment={shipment} user={user} open={open} onBooked={onBooked} />,
      }}
      offer={<NewOfferTabBody shipment={shipment} user={user} open={open} onSubmitted={onClose} />}
    />
  );
}
