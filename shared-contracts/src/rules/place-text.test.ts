import { PLACE_TEXT_HINT, readPlaceText } from './place-text';

describe("a place typed as 'City, ST' or a state code", () => {
  it.each([
    ['Dallas, TX', { city: 'Dallas', state: 'TX' }],
    ['  san antonio ,tx ', { city: 'san antonio', state: 'TX' }],
    ['tx', { state: 'TX' }],
    ['', {}],
    ['   ', {}],
  ])('%j reads as %j', (text, expected) => {
    expect(readPlaceText(text)).toEqual(expected);
  });

  it.each(['Dallas TX', 'Dallas', 'Texas', 'Dallas, Texas', ', TX', 'TX, Dallas, TX', 'xyz'])(
    '%j cannot be read',
    (text) => {
      expect(readPlaceText(text)).toBeUndefined();
    },
  );

  it('says what to type, as Saved Lanes did', () => {
    expect(PLACE_TEXT_HINT).toBe("Type 'City, ST' or a state code ('TX').");
  });
});
