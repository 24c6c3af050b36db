/**
 * Colour contrast from Chromium's computed styles (WCAG 2 relative luminance): the text of an
 * element against what is really behind it (its own background composited over its ancestors'),
 * in a state forced through the DevTools protocol (`CSS.forcePseudoState`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';

export type ButtonState = 'normal' | 'hover' | 'focus' | 'active';

/** The pseudo-classes Chromium is told to match for each state (pressing a button also hovers it). */
const forced: Record<ButtonState, string[]> = {
  normal: [],
  hover: ['hover'],
  focus: ['focus', 'focus-visible'],
  active: ['hover', 'active'],
};

export interface Measure {
  text: string;
  background: string;
  ratio: number;
  /** The focus ring against what surrounds it, when the element draws one. */
  outlineRatio: number | null;
  /** Why the colours on screen cannot be read from the styles (a filter, a background image…). */
  unmeasurable: string | null;
}

/** Forces states on elements found by selector; one session per page. */
export class PseudoStates {
  private constructor(private readonly cdp: CDPSession) {}

  static async open(page: Page): Promise<PseudoStates> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    return new PseudoStates(cdp);
  }

  async force(selector: string, state: ButtonState): Promise<void> {
    const { root } = await this.cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await this.cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`No element matches ${selector}.`);
    await this.cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: forced[state] });
  }

  async close(): Promise<void> {
    await this.cdp.detach();
  }
}

const pageScript = readFile(join(import.meta.dirname, 'contrast-page.js'), 'utf8');

/** Puts the in-page half (`window.printdeskContrast`) in the page; again after each navigation. */
export async function addContrastScript(page: Page): Promise<void> {
  await page.evaluate(await pageScript);
}

/** Measures the element `selector` as it is styled now (after `force`). */
export async function measure(page: Page, selector: string): Promise<Measure> {
  return (await page.evaluate(`printdeskContrast.measure(${JSON.stringify(selector)})`)) as Measure;
}

/** Adds a Button of every variant, size, enabled and disabled, to a card and to the view's background. */
export async function addSpecimen(page: Page, variants: string[], sizes: string[]): Promise<string[]> {
  return (await page.evaluate(
    `printdeskContrast.addSpecimen(${JSON.stringify(variants)}, ${JSON.stringify(sizes)})`,
  )) as string[];
}

/** Numbers every visible button with `data-contrast` and returns their names. */
export async function tagVisibleButtons(page: Page): Promise<string[]> {
  return (await page.evaluate('printdeskContrast.tagVisibleButtons()')) as string[];
}
