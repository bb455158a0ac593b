// Test support (jest only), like test-viewport.
// jsdom has no layout and window.scrollTo does nothing: a test scrolls the window by giving the
// document a height, setting the offset a virtualized list reads, moving every element's box up by it
// (as a browser's getBoundingClientRect does) and telling the page with a scroll event.
import { act } from '@testing-library/react';

let boxesFollowScroll = false;

function moveBoxesWithScroll(): void {
  if (boxesFollowScroll) return;
  boxesFollowScroll = true;
  const layoutBox = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function scrolledBox(this: Element) {
    const box = layoutBox.call(this);
    return new DOMRect(box.x, box.y - window.scrollY, box.width, box.height);
  };
}

export function scrollWindowTo(y: number): void {
  moveBoxesWithScroll();
  act(() => {
    const height = Math.max(document.documentElement.scrollHeight, y + window.innerHeight);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
