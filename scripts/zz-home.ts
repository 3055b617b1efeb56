import { launchBrowser } from '../e2e/support/browser';
import { openPlayer, startGame, tapKey, submitLetter, roundHeading } from '../e2e/support/friendPlay';
const base = 'http://127.0.0.1:3100';
const browser = await launchBrowser();
const p1 = await openPlayer(browser, base, { width: 1366, height: 657 });
const p2 = await openPlayer(browser, base, { width: 390, height: 844 });
const id = await startGame(base, p1, p2);
await tapKey(p1, 'A'); await submitLetter(p1);
await p1.page.screenshot({ path: '/tmp/zz-game-p1.png' });
await p2.page.screenshot({ path: '/tmp/zz-game-p2.png' });
for (let i = 0; i < 2; i++) {
  await p1.page.goto(`${base}/play-friend`);
  await p1.page.getByRole('button', { name: 'Create New Game' }).click();
  await p1.page.getByRole('dialog', { name: 'Game Created!' }).getByRole('button', { name: 'Continue to Game' }).click();
  await p1.page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
}
await p1.page.goto(base + '/');
await p1.page.waitForTimeout(1500);
await p1.page.screenshot({ path: '/tmp/zz-home-laptop.png' });
await p2.page.goto(base + '/');
await p2.page.waitForTimeout(1500);
await p2.page.screenshot({ path: '/tmp/zz-home-phone.png' });
console.log(id, p1.errors, p2.errors);
await browser.close();
