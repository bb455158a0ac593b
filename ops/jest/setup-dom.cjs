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
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || function scrollIntoView() {};
