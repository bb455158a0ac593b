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

// Two cores run the whole suite (and a browser) at once: a screen that takes 1.2 s to settle is slow,
// not broken. findBy*/waitFor wait up to 5 s instead of Testing Library's 1 s default.
try {
  // Resolved from the package under test, so it is the instance its @testing-library/react uses.
  const dom = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));
  dom.configure({ asyncUtilTimeout: 5000 });
} catch {
  // A package without Testing Library (node-only tests) has nothing to configure.
}
