import { launchBrowser } from '../e2e/support/browser';
import { openPlayer, startGame, tapKey, submitLetter, roundHeading } from '../e2e/support/friendPlay';
const BASE = 'http://localhost:3210';
const browser = await launchBrowser();
const laptop = await openPlayer(browser, BASE, { width: 1366, height: 700 });
const bob = await openPlayer(browser, BASE, { width: 390, height: 844 });
const gameId = await startGame(BASE, laptop, bob);
// Alice's phone: same identity (copy localStorage), fresh session.
const identity = await laptop.page.evaluate(() => localStorage.getItem('gridable.playerIdentity'));
const phone = await openPlayer(browser, BASE, { width: 320, height: 640 });
await phone.context.addInitScript((id) => localStorage.setItem('gridable.playerIdentity', id as string), identity);
await phone.page.goto(`${BASE}/game/${gameId}`);
await roundHeading(phone, 1);
await phone.page.screenshot({ path: '/tmp/redacross-phone-r1.png' });
// Alice chooses on the phone.
await tapKey(phone, 'E');
await submitLetter(phone);
await laptop.page.getByRole('img', { name: 'Current letter E' }).waitFor({ timeout: 10000 });
console.log('laptop sees E chosen on phone');
console.log('laptop title', await laptop.page.title(), '| phone title', await phone.page.title(), '| bob title', await bob.page.title());
// Place on laptop
await laptop.page.getByRole('button', { name: /Row 1, column 1, empty/ }).click();
await laptop.page.keyboard.press('Enter');
await new Promise((r) => setTimeout(r, 1500));
await phone.page.screenshot({ path: '/tmp/redacross-phone-placed.png' });
await laptop.page.screenshot({ path: '/tmp/redacross-laptop-placed.png' });
console.log('laptop title', await laptop.page.title(), '| phone title', await phone.page.title(), '| bob title', await bob.page.title());
// Phone goes Home
await phone.page.goto(`${BASE}/`);
await phone.page.getByText(`Game ${gameId}`).waitFor();
await phone.page.screenshot({ path: '/tmp/redacross-phone-home.png', fullPage: true });
console.log('errors', laptop.errors, phone.errors, bob.errors);
await browser.close();
