/* global window, document, getComputedStyle, matchMedia */
/**
 * The in-page half of contrast.ts, evaluated in the page as written (it needs the DOM, which the
 * specs' own Node type-check does not have): WCAG 2 contrast from Chromium's computed styles.
 */
const parse = (value) => {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) return null;
  const parts = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
};

/** `top` painted over the opaque `below`. */
const over = (top, below) => {
  const alpha = top[3];
  return [0, 1, 2].map((i) => top[i] * alpha + below[i] * (1 - alpha)).concat(1);
};

const luminance = (colour) => {
  const channel = (value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2]);
};

const ratio = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
};

const show = (colour) => `rgb(${colour.slice(0, 3).map(Math.round).join(', ')})`;

/** Why what is painted cannot be read from the element's styles, or null. */
const obstacle = (node, style) => {
  if (style.backgroundImage !== 'none') return `${node.tagName} has a background image`;
  if (style.filter !== 'none') return `${node.tagName} has a filter (${style.filter})`;
  return null;
};

/** What is painted behind `from` and its descendants: the ancestors' backgrounds, composited. */
const behind = (from, problems) => {
  const layers = [];
  for (let node = from; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    const problem = obstacle(node, style);
    if (problem) problems.push(problem);
    if (Number(style.opacity) < 1) problems.push(`${node.tagName} is translucent (opacity ${style.opacity})`);
    const colour = parse(style.backgroundColor);
    if (colour && colour[3] > 0) {
      layers.push(colour);
      if (colour[3] === 1) break;
    }
  }
  // Under everything, the canvas of the page's colour scheme.
  let result = matchMedia('(prefers-color-scheme: dark)').matches ? [0, 0, 0, 1] : [255, 255, 255, 1];
  for (const layer of layers.reverse()) result = over(layer, result);
  return result;
};

window.printdeskContrast = {
  /** The element's text against its background as painted, and its focus ring against its surroundings. */
  measure(selector) {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`No element matches ${selector}.`);
    const problems = [];
    const style = getComputedStyle(element);
    const own = obstacle(element, style);
    if (own) problems.push(own);
    const around = behind(element.parentElement, problems);
    const opacity = Number(style.opacity);
    // An element's opacity blends its background and its text with what is behind it.
    const fill = parse(style.backgroundColor) ?? [0, 0, 0, 0];
    const background = over([fill[0], fill[1], fill[2], fill[3] * opacity], around);
    const ink = parse(style.color);
    const text = over([ink[0], ink[1], ink[2], ink[3] * opacity], background);
    let outlineRatio = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      // An outline drawn inside the box (negative offset) sits on the element's own background.
      const under = parseFloat(style.outlineOffset) < 0 ? background : around;
      outlineRatio = ratio(over(parse(style.outlineColor), under), under);
    }
    return {
      text: show(text),
      background: show(background),
      ratio: ratio(text, background),
      outlineRatio,
      unmeasurable: problems[0] ?? null,
    };
  },

  /** A Button of every variant, size, enabled and disabled, on a card and on the view's background. */
  addSpecimen(variants, sizes) {
    const view = document.querySelector('main .view');
    const card = document.createElement('div');
    card.className = 'card row';
    const bare = document.createElement('div');
    bare.className = 'row';
    view.prepend(card, bare);
    const ids = [];
    for (const [surface, parent] of [
      ['card', card],
      ['view background', bare],
    ]) {
      for (const variant of variants) {
        for (const size of sizes) {
          for (const disabled of [false, true]) {
            const button = document.createElement('button');
            button.type = 'button';
            button.className = 'btn';
            button.dataset.variant = variant;
            button.dataset.size = size;
            button.disabled = disabled;
            button.textContent = 'Get quote';
            const id = `${variant} ${size}${disabled ? ' disabled' : ''} on the ${surface}`;
            button.dataset.specimen = id;
            parent.append(button);
            ids.push(id);
          }
        }
      }
    }
    return ids;
  },

  /** Numbers every visible button (`data-contrast`) and returns their accessible-ish names. */
  tagVisibleButtons() {
    for (const old of document.querySelectorAll('[data-contrast]')) delete old.dataset.contrast;
    const shown = [...document.querySelectorAll('button')].filter((button) => button.checkVisibility());
    return shown.map((button, index) => {
      button.dataset.contrast = String(index);
      return button.getAttribute('aria-label') ?? (button.textContent?.trim() || `button ${index}`);
    });
  },
};
