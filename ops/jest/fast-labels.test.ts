/**
 * @jest-environment jsdom
 */
// fast-labels answers `labels` and `control` as jsdom does, on every labelable element of documents
// with labels by `for`, by nesting, both, none, duplicate ids, hidden inputs, a detached form and a
// shadow root.
/* eslint-disable @typescript-eslint/no-require-imports */
const { install, LABELABLE_TYPES } = require('./fast-labels.cjs') as {
  install(window: Window): void;
  LABELABLE_TYPES: string[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

const MARKUP = `
  <form>
    <label for="name">Name</label><input id="name" />
    <label>Weight <input name="weight" /> <span>lbs</span></label>
    <label for="notes">Notes</label><label>More <textarea id="notes"></textarea></label>
    <label for="missing">Nothing</label>
    <label for="">Empty for</label><input id="" />
    <label for="twice">First</label><input id="twice" /><input id="twice" />
    <label>Hidden <input type="hidden" id="h" /><select id="s"><option>a</option></select></label>
    <label for="h">Points at a hidden input</label>
    <label for="d">Not labelable</label><div id="d"></div>
    <label><button type="button">Go</button><input id="second" /></label>
    <label for="second">Second by id</label>
    <label>Nested <label for="m">inner</label><meter id="m"></meter></label>
    <output id="o"></output><progress id="p"></progress><label for="o">Out</label><label for="p">Progress</label>
    <label></label>
  </form>`;

const labelable = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLElement>('button, input, meter, output, progress, select, textarea'));

/** What a field's labels and every label's control are, as texts, read through the current getters. */
function answers(root: ParentNode) {
  const describe = (element: Element | null) =>
    element ? `${element.localName}#${element.id}:${element.textContent?.trim() ?? ''}` : 'null';
  return {
    labels: labelable(root).map((field) => {
      const found = (field as HTMLInputElement).labels;
      return found === null ? 'null' : Array.from(found, describe).join(' | ');
    }),
    controls: Array.from(root.querySelectorAll('label'), (label) => describe(label.control)),
  };
}

function documentRoots() {
  document.body.innerHTML = MARKUP;
  const detached = document.createElement('div');
  detached.innerHTML = MARKUP;
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = MARKUP;
  return [document, detached, shadow] as ParentNode[];
}

test('every label and labelable element answers as with jsdom’s own getters', () => {
  const expected = documentRoots().map(answers);
  // The markup exercises each case: two labels of one field, a nested pair, a hidden input, none.
  expect(expected[0]?.labels).toEqual(
    expect.arrayContaining(['label#:Notes | label#:More', 'label#:Nested inner | label#:inner', 'null', '']),
  );

  install(window);
  expect(documentRoots().map(answers)).toEqual(expected);
  for (const type of LABELABLE_TYPES) expect(type in window).toBe(true);
});
