// Portal content: the training videos of /videos (a seeded list; the spec gives no source).
import { SEED_VIDEOS } from '../seed/seed-videos';
import { signedInUser } from './context-helpers';
import type { HandlerTable } from './handler-types';

export const contentHandlers = {
  'content.videos': (context) => {
    signedInUser(context);
    return { items: SEED_VIDEOS.map((video) => ({ ...video })) };
  },
} satisfies Partial<HandlerTable>;
