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
// The instance configured is the one the test's @testing-library/react uses, resolved from the test
// file's folder (one jest run covers every package, so the working directory is the workspace's).
try {
  const testFolder = require('node:path').dirname(expect.getState().testPath);
  const react = require.resolve('@testing-library/react', { paths: [testFolder] });
  const dom = require(require.resolve('@testing-library/dom', { paths: [react] }));
  dom.configure({ asyncUtilTimeout: 15_000 });
} catch {
  // A package without Testing Library (node-only tests) has nothing to configure.
}
