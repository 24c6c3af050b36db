import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStores } from './stores/resettable.js';
import { takeContractBreaches } from './test-support/fake-api.js';

afterEach(() => {
  cleanup();
  resetStores();
  window.location.hash = '';
  const breaches = takeContractBreaches();
  if (breaches.length > 0) throw new Error(breaches.join('\n'));
});

// A view is loaded lazily: its first render transforms its modules, which takes seconds while the
// node tests' processes share the cores. A find waits that long before it fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom scrolls nothing: views that bring a result into view may still ask.
Element.prototype.scrollIntoView ??= () => {};

/**
 * jsdom lays nothing out, so a virtualized table would see a 0 px viewport and render no rows.
 * Give the scrolling element of the virtual table a window-sized box instead.
 */
for (const [property, size] of [
  ['clientHeight', 720],
  ['clientWidth', 1000],
] as const) {
  const original =
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, property) ??
    Object.getOwnPropertyDescriptor(Element.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      if (this.hasAttribute('data-virtual-scroller')) return size;
      return original?.get?.call(this) ?? 0;
    },
  });
}
