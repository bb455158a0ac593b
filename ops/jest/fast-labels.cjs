// A field's labels and a label's control, answered as the HTML standard defines them but without
// jsdom's walk of the whole document for every label of every field: Testing Library's getByLabelText
// and every accessible name read `labels`, which made label lookups about a fifth of a form test's
// time. Ledger entry, with the jsdom version it was checked against: ./PATCHES.md. Its test compares
// every answer with jsdom's own (fast-labels.test.ts).
const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';

/** The first element of `root` whose id is `id`, by the id index where the root has one. */
function elementById(root, id) {
  if (typeof root.getElementById === 'function') return root.getElementById(id);
  for (const element of root.querySelectorAll('[id]')) if (element.id === id) return element;
  return null;
}

/** https://html.spec.whatwg.org/multipage/forms.html#labeled-control */
function control() {
  if (this.hasAttribute('for')) {
    const id = this.getAttribute('for');
    if (id === '') return null;
    const target = elementById(this.getRootNode(), id);
    return target?.matches(LABELABLE) ? target : null;
  }
  return this.querySelector(LABELABLE);
}

/** https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels: the labels whose control is this. */
function labels() {
  if (this.localName === 'input' && this.type === 'hidden') return null;
  const root = this.getRootNode();
  const candidates =
    typeof root.getElementsByTagName === 'function'
      ? root.getElementsByTagName('label')
      : root.querySelectorAll('label');
  const found = [];
  for (const label of candidates) {
    const forId = label.getAttribute('for');
    const mayLabel = forId === null ? label.contains(this) : forId !== '' && forId === this.id;
    if (mayLabel && label.control === this) found.push(label);
  }
  return found;
}

const LABELABLE_TYPES = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
];

/** Replaces jsdom's getters in `window`; throws if jsdom no longer defines them where expected. */
function install(window) {
  const replace = (type, name, get) => {
    const prototype = window[type].prototype;
    if (!Object.getOwnPropertyDescriptor(prototype, name)?.get) {
      throw new Error(
        `fast-labels: ${type}.prototype.${name} is not jsdom's getter any more; see ops/jest/PATCHES.md`,
      );
    }
    Object.defineProperty(prototype, name, { configurable: true, enumerable: true, get });
  };
  replace('HTMLLabelElement', 'control', control);
  for (const type of LABELABLE_TYPES) replace(type, 'labels', labels);
}

module.exports = { install, LABELABLE_TYPES };
