import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
let n = 0;
page.on('request', (r) => {
  if (r.url().includes('/api/')) {
    n++;
    if (n < 40) console.log('req', r.method(), r.url().replace('http://localhost:3000', ''));
  }
});
await page.goto('http://localhost:3000/login');
await page.getByRole('textbox', { name: /^E-Mail/ }).fill('booker@demo.example');
await page.getByLabel(/^Passwort/).fill('buchbar-demo');
await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
await page.waitForTimeout(1500);
await page.goto(process.argv[2]);
await page.waitForTimeout(5000);
console.log('api requests', n);
await page.screenshot({ path: '/tmp/map-de.png', timeout: 10000 }).catch((e) => console.log('shot failed'));
await browser.close();
