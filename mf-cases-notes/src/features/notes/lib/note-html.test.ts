import { noteContentOf } from './note-html';
import type { RawNote } from './note-html';

const block = (text: string, extra: Partial<RawNote['blocks'][number]> = {}) => ({
  key: text.slice(0, 5) || 'empty',
  text,
  type: 'unstyled',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  ...extra,
});

describe('a note from the editor state: noteHTML, noteContent, noteJSON and notifyUsers', () => {
  it('escapes text, keeps styles, headings, lists and mentions; the mentioned go out as notifyUsers', () => {
    const raw: RawNote = {
      blocks: [
        block('Detention <4h>', {
          type: 'header-two',
          inlineStyleRanges: [{ offset: 0, length: 9, style: 'BOLD' }],
        }),
        block('Ask Maria Lopez', { entityRanges: [{ offset: 4, length: 11, key: 0 }] }),
        block('one', { type: 'unordered-list-item' }),
        block('two', { type: 'unordered-list-item', depth: 1 }),
        block('code', {
          type: 'code-block',
          inlineStyleRanges: [{ offset: 0, length: 4, style: 'FONT_COURIER_NEW' }],
        }),
      ],
      entityMap: {
        0: {
          type: 'mention',
          mutability: 'IMMUTABLE',
          data: { mention: { id: 'K-1', name: 'Maria Lopez', email: 'maria@carrier.test' } },
        },
      },
    };
    const content = noteContentOf(raw);
    expect(content.html).toBe(
      '<h2><strong>Detention</strong> &lt;4h&gt;</h2>' +
        '<p>Ask <span class="mention" data-user-id="K-1">Maria Lopez</span></p>' +
        '<ul><li>one<ul><li>two</li></ul></li></ul>' +
        '<pre><span style="font-family: \'Courier New\', Courier, monospace">code</span></pre>',
    );
    expect(content.text).toBe('Detention <4h>\nAsk Maria Lopez\none\ntwo\ncode');
    expect(JSON.parse(content.json)).toEqual(raw);
    expect(content.mentions).toEqual([{ id: 'K-1', email: 'maria@carrier.test' }]);
  });
});
