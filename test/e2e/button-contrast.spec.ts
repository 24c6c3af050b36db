/**
 * Buttons readable in every state, in both themes: the contrast of each button's text with what is
 * behind it, from Chromium's computed styles, at least 4.5:1 (WCAG AA for text), and the focus ring
 * at least 3:1 against its surroundings. States are forced through the DevTools protocol.
 *
 * Two sets: a specimen of every variant and size of the shared Button, enabled and disabled, on a
 * card and on the view's background (the two surfaces buttons sit on); and every button the views
 * really show.
 */
import type { Page } from '@playwright/test';
import { PseudoStates, addContrastScript, addSpecimen, measure, tagVisibleButtons } from './contrast.js';
import type { ButtonState } from './contrast.js';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1280, height: 800 } });

const textMinimum = 4.5;
const focusRingMinimum = 3;
const variants = ['primary', 'secondary', 'danger', 'ghost'] as const;
const sizes = ['normal', 'small'] as const;
const themes = ['light', 'dark'] as const;
const enabledStates: ButtonState[] = ['normal', 'hover', 'focus', 'active'];

interface Row {
  where: string;
  state: string;
  ratio: number;
  outlineRatio: number | null;
  colours: string;
  problem: string | null;
}

/** Measures `selector` in each state; a row per state. */
async function measureStates(
  page: Page,
  states: PseudoStates,
  selector: string,
  where: string,
  list: ButtonState[],
  label = (state: ButtonState) => state as string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const state of list) {
    await states.force(selector, state);
    const result = await measure(page, selector);
    await states.force(selector, 'normal');
    const problems = [
      result.unmeasurable && `cannot be measured: ${result.unmeasurable}`,
      result.ratio < textMinimum && `text ${result.ratio}:1 is under ${textMinimum}:1`,
      state === 'focus' &&
        (result.outlineRatio === null
          ? 'no focus ring'
          : result.outlineRatio < focusRingMinimum &&
            `focus ring ${result.outlineRatio}:1 is under ${focusRingMinimum}:1`),
    ].filter(Boolean);
    rows.push({
      where,
      state: label(state),
      ratio: result.ratio,
      outlineRatio: result.outlineRatio,
      colours: `${result.text} on ${result.background}`,
      problem: problems.length ? problems.join('; ') : null,
    });
  }
  return rows;
}

/** The lowest ratio per state, one line (the figures of the run). */
function lowest(rows: Row[], theme: string): string {
  const byState = new Map<string, number>();
  for (const row of rows) byState.set(row.state, Math.min(byState.get(row.state) ?? Infinity, row.ratio));
  const rings = rows.flatMap((row) => (row.outlineRatio === null ? [] : [row.outlineRatio]));
  return `${theme}: lowest text contrast ${[...byState].map(([state, ratio]) => `${state} ${ratio}:1`).join(', ')}; lowest focus ring ${Math.min(...rings)}:1`;
}

function failures(rows: Row[]): string[] {
  return rows
    .filter((row) => row.problem)
    .map((row) => `${row.where}, ${row.state}: ${row.problem} (${row.colours})`);
}

for (const theme of themes) {
  test(`every variant of Button is readable in every state, ${theme} theme`, async ({ app }, testInfo) => {
    await app.emulateMedia({ colorScheme: theme });
    await new Shell(app).open('Library');
    await addContrastScript(app);
    const ids = await addSpecimen(app, [...variants], [...sizes]);
    const states = await PseudoStates.open(app);
    const rows: Row[] = [];
    for (const id of ids) {
      const selector = `[data-specimen="${id}"]`;
      rows.push(
        ...(id.includes('disabled')
          ? // A disabled button is shown as is; hovering or pressing it must change nothing readable.
            await measureStates(app, states, selector, id, ['normal', 'hover', 'active'], (state) =>
              state === 'normal' ? 'disabled' : `disabled, ${state}`,
            )
          : await measureStates(app, states, selector, id, enabledStates)),
      );
    }
    await states.close();
    await testInfo.attach(`button-contrast-${theme}.json`, {
      body: JSON.stringify(rows, null, 2),
      contentType: 'application/json',
    });
    console.log(lowest(rows, theme));
    expect(rows).toHaveLength((ids.length / 2) * 7);
    expect(failures(rows)).toEqual([]);
  });

  test(`every button the views show is readable, hovered and focused, ${theme} theme`, async ({ app }) => {
    await app.emulateMedia({ colorScheme: theme });
    const shell = new Shell(app);
    const states = await PseudoStates.open(app);
    await addContrastScript(app);
    const rows: Row[] = [];
    for (const view of ['Library', 'Hot folders', 'Documents', 'Quotes', 'Orders', 'Account'] as const) {
      await shell.open(view);
      await expect(app.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      const names = await tagVisibleButtons(app);
      expect(names.length, `buttons in ${view}`).toBeGreaterThan(0);
      for (const [index, name] of names.entries()) {
        rows.push(
          ...(await measureStates(app, states, `[data-contrast="${index}"]`, `${view}: "${name}"`, [
            'normal',
            'hover',
            'focus',
          ])),
        );
      }
    }
    await states.close();
    console.log(`${lowest(rows, theme)} (${rows.length / 3} buttons in the views)`);
    expect(failures(rows)).toEqual([]);
  });
}
