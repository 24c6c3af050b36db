/**
 * The upload limit and the pause through the headless host: a timetable typed in Account is checked
 * by the main process's parser as it is typed and read back in words; a limit set there shows in the
 * status bar at once; a pause for an hour from the Hot folders view shows there as "Paused until …"
 * (the end kept in the data folder's settings) until Resume. The Account card is photographed at
 * 900×600 to check that it fits.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pauseLabel } from '../../electron/i18n/pause-text.js';
import { PauseSetting } from '../../electron/shared/bandwidth/setting.js';
import { settingsFileName } from '../../electron/settings/settings.js';
import { expectAccessible } from './axe.js';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 860 } });

/** The pause the data folder's settings file holds (null while the hot folders run). */
async function savedPause(dataDir: string): Promise<PauseSetting | null> {
  const settings = JSON.parse(await readFile(join(dataDir, settingsFileName), 'utf8')) as { pause?: unknown };
  return settings.pause === undefined ? null : PauseSetting.parse(settings.pause);
}

test('a limit set in Account shows in the status bar; a pause for an hour from Hot folders shows until resumed', async ({
  app,
  host,
}) => {
  const shell = new Shell(app);
  const limit = shell.statusBar.getByRole('status', { name: 'Upload limit' });
  await expect(limit).toHaveText('No limit');

  await shell.open('Account');
  const card = app.getByRole('region', { name: 'Upload limit' });
  await card.getByRole('radio', { name: 'Follow a timetable' }).check();
  const timetable = card.getByRole('textbox', { name: 'Timetable' });
  await timetable.fill('Mon-Fry,08:00,2M');
  await expect(card.getByText('"Fry" is not a day.', { exact: false })).toBeVisible();
  await expectAccessible(app, 'the Upload limit card refusing a timetable');
  await timetable.fill('Mon-Fri,08:00,2M 18:00,off');
  await expect(card.getByText('Mon–Fri 08:00–18:00: 2 MiB/s; otherwise no limit')).toBeVisible();
  await app.setViewportSize({ width: 900, height: 600 });
  await card.scrollIntoViewIfNeeded();
  // The card at its tallest, the timetable open, in a small window: nothing cut off sideways, and its
  // heading and its Apply button each in view once scrolled to (the view scrolls, the frame stays).
  await shell.screenshot('bandwidth-card');
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(900);
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const part of [card.getByRole('heading').first(), card.getByRole('button', { name: 'Apply' })]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport();
  }
  await app.setViewportSize({ width: 1360, height: 860 });

  await card.getByRole('spinbutton', { name: 'Limit upload rate to MiB/s' }).fill('2');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(limit).toHaveText('Limited to 2 MiB/s');
  await expect(card.getByText('In force now: 2 MiB/s')).toBeVisible();

  await shell.open('Hot folders');
  const uploads = app.getByRole('group', { name: 'Uploads' });
  await expect(uploads).toContainText('Limited to 2 MiB/s');
  await uploads.getByRole('button', { name: 'Pause uploads' }).click();
  await expect(app.getByRole('menuitem', { name: 'For 1 hour' })).toBeFocused();
  await expectAccessible(app, 'the Pause uploads menu');
  await app.getByRole('menuitem', { name: 'For 1 hour' }).click();
  const resume = uploads.getByRole('button', { name: 'Resume' });
  await expect(resume).toBeFocused();
  await expect.poll(() => savedPause(host.dataDir)).not.toBeNull();
  const pause = (await savedPause(host.dataDir))!;
  const hourAhead = Date.parse(pause.until) - Date.now();
  expect(hourAhead).toBeGreaterThan(50 * 60_000);
  expect(hourAhead).toBeLessThanOrEqual(60 * 60_000);
  await expect(limit).toHaveText(`Paused ${pauseLabel(pause, new Date())}`);
  await expect(uploads).toContainText(`Paused ${pauseLabel(pause, new Date())}`);
  await shell.screenshot('bandwidth-paused');

  await resume.click();
  await expect(limit).toHaveText('Limited to 2 MiB/s');
  await expect(uploads.getByRole('button', { name: 'Pause uploads' })).toBeFocused();
  await expect.poll(() => savedPause(host.dataDir)).toBeNull();
});
