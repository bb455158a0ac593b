import {
  BLOCK_TYPES,
  DEFAULT_FONT,
  FONTS,
  MAX_CONTENT_HEIGHT_PX,
  MAX_LIST_DEPTH,
  MAX_MENTION_SUGGESTIONS,
  MENTION_DEBOUNCE_MS,
  PORTAL_FONT_STACK,
  fontFamilyOf,
  isDroppableImage,
  isSendable,
  mentionSearchAt,
  mentionSuggestions,
} from './note-rules';

const user = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  emailAddresses: [{ value: `${firstName.toLowerCase()}@carrier.test` }],
});

describe('note editor rules (spec 001 §5, §9)', () => {
  it('Send or Update enabled only when the text is non-blank', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' ok ')).toBe(true);
  });

  it("mention search triggers on '@' after whitespace or '('", () => {
    expect(mentionSearchAt('@')).toBe('');
    expect(mentionSearchAt('hi @mar')).toBe('mar');
    expect(mentionSearchAt('see (@mar')).toBe('mar');
    expect(mentionSearchAt('mail me@carrier')).toBeNull();
    expect(mentionSearchAt('no mention')).toBeNull();
  });

  it('matches up to 75 characters, 50 without punctuation', () => {
    expect(mentionSearchAt(`@${'a'.repeat(50)}`)).toHaveLength(50);
    expect(mentionSearchAt(`@${'a'.repeat(51)}`)).toBeNull();
    expect(mentionSearchAt(`@${'a'.repeat(70)}.b`)).toHaveLength(72);
    expect(mentionSearchAt(`@${'a'.repeat(75)}.`)).toBeNull();
  });

  it('suggests at most 5 users, matching the first or last name, debounced 500 ms', () => {
    const users = [
      user('1', 'Maria', 'Lopez'),
      user('2', 'Mark', 'Stone'),
      user('3', 'Dale', 'Marsh'),
      user('4', 'Ann', 'Mayer'),
      user('5', 'Mat', 'Ode'),
      user('6', 'Max', 'Ray'),
      user('7', 'Tom', 'Hill'),
    ];
    expect(mentionSuggestions(users, 'ma').map((u) => u.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(mentionSuggestions(users, 'hill').map((u) => u.id)).toEqual(['7']);
    expect(MAX_MENTION_SUGGESTIONS).toBe(5);
    expect(MENTION_DEBOUNCE_MS).toBe(500);
  });

  it('dropped images only of image types (image/*, heic, heif, gif, webp)', () => {
    expect(isDroppableImage({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isDroppableImage({ type: '', name: 'IMG_1.HEIC' })).toBe(true);
    expect(isDroppableImage({ type: '', name: 'x.heif' })).toBe(true);
    expect(isDroppableImage({ type: 'application/pdf', name: 'bol.pdf' })).toBe(false);
    expect(isDroppableImage({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
  });

  it('list depth 6, content at most 450px, Roboto by default, the block types and fonts of §9', () => {
    expect(MAX_LIST_DEPTH).toBe(6);
    expect(MAX_CONTENT_HEIGHT_PX).toBe(450);
    expect(DEFAULT_FONT).toBe('Roboto');
    expect(FONTS).toEqual([
      'Times New Roman',
      'Roboto',
      'Arial',
      'Courier',
      'Courier New',
      'Verdana',
      'Georgia',
      'Comic Sans MS',
    ]);
    expect(BLOCK_TYPES.map((b) => b.label)).toEqual([
      'Normal',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
      'List',
      'Quote',
      'Code',
    ]);
  });

  it('each font falls back: Roboto to the portal’s font stack, the others to their kind (issue 41)', () => {
    expect(fontFamilyOf(DEFAULT_FONT)).toBe(`Roboto, ${PORTAL_FONT_STACK}`);
    expect(PORTAL_FONT_STACK).toMatch(/^-apple-system, .*, sans-serif$/);
    expect(fontFamilyOf('Courier New')).toBe("'Courier New', Courier, monospace");
    expect(fontFamilyOf('Times New Roman')).toBe("'Times New Roman', Times, serif");
    for (const font of FONTS) expect(fontFamilyOf(font)).toMatch(/(sans-serif|serif|monospace|cursive)$/);
  });
});
