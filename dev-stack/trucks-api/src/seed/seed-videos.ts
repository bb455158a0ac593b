// Training videos for carriers (GET v1/videos): the help centre's video pages, grouped by category.
// The spec gives no source for /videos; these are the topics a carrier asks the help desk about.
import type { TrainingVideo } from '@trucks/shared-contracts/api/catalogue/account';

const HELP_CENTRE_VIDEOS = 'https://support.trucks.example/hc/en-us/articles';

const video = (
  id: string,
  category: string,
  title: string,
  description: string,
  durationSeconds: number,
): TrainingVideo => ({
  id,
  category,
  title,
  description,
  durationSeconds,
  url: `${HELP_CENTRE_VIDEOS}/${id}`,
  thumbnailUrl: `${HELP_CENTRE_VIDEOS}/${id}/thumbnail.jpg`,
});

export const SEED_VIDEOS: readonly TrainingVideo[] = [
  video(
    '360011',
    'Getting Started',
    'Welcome to Trucks',
    'A tour of the dashboard, navigation and search.',
    184,
  ),
  video(
    '360012',
    'Getting Started',
    'Setting up your profile',
    'Edit your details, roles and profile picture.',
    142,
  ),
  video(
    '360013',
    'Getting Started',
    'Adding contacts',
    'Invite dispatchers, drivers and billing contacts.',
    205,
  ),
  video(
    '360021',
    'Load Board',
    'Finding loads',
    'Search available freight and use the load-detail dialog.',
    256,
  ),
  video(
    '360022',
    'Load Board',
    'Book Now and Offer Rate',
    'Book a load instantly or offer your own rate.',
    231,
  ),
  video('360023', 'Load Board', 'Reloads and saved lanes', 'Find your next load near a delivery.', 198),
  video('360031', 'Shipments', 'Updating a shipment', 'Appointments, stops, drivers and documents.', 274),
  video(
    '360032',
    'Shipments',
    'Answering tenders',
    'Accept or reject a tender and choose how you are paid.',
    163,
  ),
  video(
    '360041',
    'Getting Paid',
    'Invoices and documents',
    'Upload proof of delivery and submit your invoice.',
    219,
  ),
  video('360042', 'Getting Paid', 'QuickPay explained', 'When QuickPay is offered and what it costs.', 121),
  video('360051', 'Tracking', 'Connecting Samsara', 'Link your ELD so loads track automatically.', 176),
];
