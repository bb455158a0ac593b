/** The smallest draft-js raw content holding one paragraph: what the notes editor stores as noteJSON. */
export function draftJson(text: string): string {
  return JSON.stringify({
    blocks: [
      { key: 'a1b2c', text, type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
    ],
    entityMap: {},
  });
}
