require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => realGetComputedStyle(element);
// jsdom has no layout: scrolling is a no-op (it would log 'not implemented').
window.scrollTo = () => {};
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || function scrollIntoView() {};

// Two cores run the whole suite at once, and a machine may be twice as slow or run a second suite: a
// screen that takes 4 s to settle there is slow, not broken (book-now-drawer's dialog took over 5 s with
// two suites on two cores). findBy*/waitFor wait up to 15 s, as the e2e assertions do, instead of
// Testing Library's 1 s; a wait ends as soon as its condition holds, so this costs a passing test nothing.
try {
  // Resolved from the package under test (jest runs each project in its own folder), so it is the
  // instance its @testing-library/react uses.
  const dom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
  dom.configure({ asyncUtilTimeout: 15_000 });
} catch {
  // A package without Testing Library (node-only tests) has nothing to configure.
}

// jsdom finds a field's labels by walking the whole document once per label (ledger: ./PATCHES.md).
require('./fast-labels.cjs').install(window);
