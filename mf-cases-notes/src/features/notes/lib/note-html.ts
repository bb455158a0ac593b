// A note's HTML (noteHTML of spec 001 §7) from the editor's raw state (noteJSON), and the people it
// mentions (notifyUsers). Plain functions over Draft.js's raw JSON shape, so the adapter stays the
// only module that loads Draft.js. Displayed HTML is sanitized again with DOMPurify.
import type { NotifiedUser } from '@trucks/shared-contracts/domain/note';
import { FONTS, fontFamilyOf, fontStyleName } from './note-rules';

interface RawRange {
  offset: number;
  length: number;
}
interface RawBlock {
  key: string;
  text: string;
  type: string;
  depth: number;
  inlineStyleRanges: (RawRange & { style: string })[];
  entityRanges: (RawRange & { key: number })[];
}
interface RawEntity {
  type: string;
  mutability: string;
  data: Record<string, unknown>;
}
export interface RawNote {
  blocks: RawBlock[];
  entityMap: Record<string, RawEntity>;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE_TAGS: Record<string, [string, string]> = {
  BOLD: ['<strong>', '</strong>'],
  ITALIC: ['<em>', '</em>'],
  UNDERLINE: ['<u>', '</u>'],
  STRIKETHROUGH: ['<s>', '</s>'],
  CODE: ['<code>', '</code>'],
  ...Object.fromEntries(
    FONTS.map((font) => [
      fontStyleName(font),
      [`<span style="font-family: ${fontFamilyOf(font)}">`, '</span>'],
    ]),
  ),
};

const BLOCK_TAGS: Record<string, string> = {
  unstyled: 'p',
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
  'code-block': 'pre',
};

interface MentionData {
  mention?: { id?: unknown; name?: unknown; email?: unknown };
}

function mentionOf(entity: RawEntity | undefined): { id: string; name: string; email: string } | undefined {
  if (!entity || !entity.type.endsWith('mention')) return undefined;
  const mention = (entity.data as MentionData).mention;
  if (!mention || typeof mention.id !== 'string') return undefined;
  return {
    id: mention.id,
    name: typeof mention.name === 'string' ? mention.name : '',
    email: typeof mention.email === 'string' ? mention.email : '',
  };
}

/** One block's text with its inline styles, mentions and images, each character escaped. */
function inlineHtml(block: RawBlock, entityMap: RawNote['entityMap']): string {
  const chars = [...block.text];
  const open: string[][] = chars.map(() => []);
  const close: string[][] = chars.map(() => []);
  for (const range of block.inlineStyleRanges) {
    const tags = STYLE_TAGS[range.style];
    if (!tags || range.length <= 0 || range.offset >= chars.length) continue;
    open[range.offset]!.push(tags[0]);
    close[Math.min(range.offset + range.length, chars.length) - 1]!.unshift(tags[1]);
  }
  for (const range of block.entityRanges) {
    const mention = mentionOf(entityMap[String(range.key)]);
    if (!mention || range.length <= 0 || range.offset >= chars.length) continue;
    open[range.offset]!.push(`<span class="mention" data-user-id="${escape(mention.id)}">`);
    close[Math.min(range.offset + range.length, chars.length) - 1]!.unshift('</span>');
  }
  return chars.map((char, i) => `${open[i]!.join('')}${escape(char)}${close[i]!.join('')}`).join('');
}

function imageHtml(block: RawBlock, entityMap: RawNote['entityMap']): string {
  const entity = block.entityRanges[0] ? entityMap[String(block.entityRanges[0].key)] : undefined;
  const src = entity?.type === 'IMAGE' ? entity.data.src : undefined;
  return typeof src === 'string' ? `<p><img src="${escape(src)}" alt="" /></p>` : '';
}

export function noteHtml(raw: RawNote): string {
  const html: string[] = [];
  let listDepth = -1;
  const closeLists = (toDepth: number) => {
    for (; listDepth > toDepth; listDepth -= 1) html.push('</li></ul>');
  };
  for (const block of raw.blocks) {
    if (block.type === 'unordered-list-item' || block.type === 'ordered-list-item') {
      const depth = Math.max(0, block.depth);
      if (depth > listDepth) for (; listDepth < depth; listDepth += 1) html.push('<ul><li>');
      else {
        closeLists(depth);
        html.push('</li><li>');
      }
      html.push(inlineHtml(block, raw.entityMap));
      continue;
    }
    closeLists(-1);
    if (block.type === 'atomic') html.push(imageHtml(block, raw.entityMap));
    else {
      const tag = BLOCK_TAGS[block.type] ?? 'p';
      html.push(`<${tag}>${inlineHtml(block, raw.entityMap) || '<br />'}</${tag}>`);
    }
  }
  closeLists(-1);
  return html.join('');
}

/** The note's plain text (noteContent): its blocks' text, one a line. */
export const noteText = (raw: RawNote) => raw.blocks.map((block) => block.text).join('\n');

/** Everyone the note mentions, once each, as notifyUsers of 'Add note' (spec 001 §7). */
export function mentionedUsers(raw: RawNote): NotifiedUser[] {
  const users = new Map<string, NotifiedUser>();
  for (const entity of Object.values(raw.entityMap)) {
    const mention = mentionOf(entity);
    if (mention && !users.has(mention.id)) users.set(mention.id, { id: mention.id, email: mention.email });
  }
  return [...users.values()];
}

/** What the editor hands the panel after each change. */
export interface NoteContent {
  text: string;
  html: string;
  json: string;
  mentions: NotifiedUser[];
}

export function noteContentOf(raw: RawNote): NoteContent {
  return {
    text: noteText(raw),
    html: noteHtml(raw),
    json: JSON.stringify(raw),
    mentions: mentionedUsers(raw),
  };
}
