// The note editor's rules (spec 001 §5, §9), as plain functions the Draft.js adapter and the notes
// panel share, so each is tested without a browser.
import type { MentionableUser } from '@trucks/shared-contracts/domain/note';

/** 'Send or Update enabled only when the text is non-blank.' */
export const isSendable = (text: string) => text.trim() !== '';

/** 'List nesting limited to 6 levels.' Draft.js counts depth from 0, so 6 levels is a max depth of 5. */
export const MAX_LIST_DEPTH = 6;

/** 'maximum content height 450px' */
export const MAX_CONTENT_HEIGHT_PX = 450;

/** 'tab key timing window 100 ms': a second Tab within it is not taken as indentation. */
export const TAB_WINDOW_MS = 100;

/** 'block types Normal, headings 1 to 6, list, quote, code' (Draft.js block type names). */
export const BLOCK_TYPES = [
  { type: 'unstyled', label: 'Normal' },
  { type: 'header-one', label: 'Heading 1' },
  { type: 'header-two', label: 'Heading 2' },
  { type: 'header-three', label: 'Heading 3' },
  { type: 'header-four', label: 'Heading 4' },
  { type: 'header-five', label: 'Heading 5' },
  { type: 'header-six', label: 'Heading 6' },
  { type: 'unordered-list-item', label: 'List' },
  { type: 'blockquote', label: 'Quote' },
  { type: 'code-block', label: 'Code' },
] as const;

/** 'default font Roboto; fonts Times New Roman, Roboto, Arial, Courier, Courier New, Verdana, Georgia, Comic Sans MS' */
export const FONTS = [
  'Times New Roman',
  'Roboto',
  'Arial',
  'Courier',
  'Courier New',
  'Verdana',
  'Georgia',
  'Comic Sans MS',
] as const;
export const DEFAULT_FONT = 'Roboto';

/** The portal's font stack (the host's page and antd's theme): where Roboto is not installed. */
export const PORTAL_FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const FONT_FALLBACK: Record<(typeof FONTS)[number], string> = {
  'Times New Roman': 'Times, serif',
  Roboto: PORTAL_FONT_STACK,
  Arial: `'Helvetica Neue', Helvetica, ${PORTAL_FONT_STACK}`,
  Courier: "'Courier New', monospace",
  'Courier New': 'Courier, monospace',
  Verdana: `Geneva, ${PORTAL_FONT_STACK}`,
  Georgia: "'Times New Roman', Times, serif",
  'Comic Sans MS': "'Comic Sans', 'Chalkboard SE', cursive",
};

/** A font as CSS: the font, then what a device without it shows (a font alone falls back to Times). */
export function fontFamilyOf(font: (typeof FONTS)[number]): string {
  return `${/\s/.test(font) ? `'${font}'` : font}, ${FONT_FALLBACK[font]}`;
}

/** A font is an inline style of the editor named after it. */
export const fontStyleName = (font: string) => `FONT_${font.replace(/\s+/g, '_').toUpperCase()}`;

/** 'Dropped images must be image types (image/*, heic, heif, gif, webp).' */
export function isDroppableImage(file: { type: string; name: string }): boolean {
  if (file.type.startsWith('image/')) return true;
  // HEIC/HEIF often arrive without a MIME type: the extension decides.
  return /\.(heic|heif|gif|webp)$/i.test(file.name);
}

/** Mention search: 'debounced 500 ms', 'at most 5 shown'. */
export const MENTION_DEBOUNCE_MS = 500;
export const MAX_MENTION_SUGGESTIONS = 5;

const MAX_MENTION_SEARCH = 75;
const MAX_MENTION_SEARCH_PLAIN = 50;
const PUNCTUATION = /[.,!?;:'"\-_()&/]/;

/**
 * 'Mention search triggers on '@' after whitespace or '(', matching up to 75 characters (50 without
 * punctuation).' Given the text of the block before the cursor, the search typed after the '@', or
 * null when no mention search is open there.
 */
export function mentionSearchAt(textBeforeCursor: string): string | null {
  const at = textBeforeCursor.lastIndexOf('@');
  if (at < 0) return null;
  const before = at === 0 ? '' : textBeforeCursor[at - 1]!;
  if (before !== '' && !/\s|\(/.test(before)) return null;
  const search = textBeforeCursor.slice(at + 1);
  if (search.includes('\n')) return null;
  const limit = PUNCTUATION.test(search) ? MAX_MENTION_SEARCH : MAX_MENTION_SEARCH_PLAIN;
  return search.length <= limit ? search : null;
}

/** The editor's mention triggers, '(@' before '@' (the plugin takes the first that matches). */
export const MENTION_TRIGGERS = ['(@', '@'];

/** The search as the plugin hands it is checked against the same length limits. */
export function acceptedMentionSearch(search: string): string | null {
  return mentionSearchAt(`@${search}`);
}

/** 'match on first or last name', at most 5. */
export function mentionSuggestions(users: readonly MentionableUser[], search: string): MentionableUser[] {
  const wanted = search.trim().toLowerCase();
  return users
    .filter(
      (user) =>
        !wanted ||
        user.firstName.toLowerCase().startsWith(wanted) ||
        user.lastName.toLowerCase().startsWith(wanted) ||
        `${user.firstName} ${user.lastName}`.toLowerCase().startsWith(wanted),
    )
    .slice(0, MAX_MENTION_SUGGESTIONS);
}
