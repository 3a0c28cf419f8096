// Draws the installed app's icons (web app manifest, iOS home screen) from the logo mark in
// public/favicon.svg, rendered by Chromium. Run it again when the logo changes, and commit the PNGs:
//   node scripts/run-ts.mjs scripts/make-app-icons.ts
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { appleTouchIcon, manifestIcons, themeColour } from './pwa';

const background = themeColour('--bg');
const mark = readFileSync('public/favicon.svg', 'utf8').replace('<svg ', '<svg width="100%" height="100%" ');

/**
 * An `any` icon is shown as drawn: the mark on a rounded tile. A maskable one (and iOS's, which
 * rounds its own corners) fills its square, the mark inside the central circle of 80 % that a
 * launcher's mask keeps (w3.org/TR/appmanifest/#purpose-member).
 */
const icons = [
  ...manifestIcons.map(({ src, size, purpose }) => ({ src, size, tile: purpose === 'any', mark: purpose === 'any' ? 0.78 : 0.56 })),
  { ...appleTouchIcon, tile: false, mark: 0.7 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    const markSize = Math.round(icon.size * icon.mark);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html>
      <body style="margin:0;background:transparent">
        <div style="width:${icon.size}px;height:${icon.size}px;border-radius:${icon.tile ? Math.round(icon.size * 0.22) : 0}px;background:${background};display:grid;place-items:center">
          <div style="width:${markSize}px;height:${markSize}px">${mark}</div>
        </div>
      </body>`);
    await page.screenshot({ path: `public${icon.src}`, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    console.log(`public${icon.src}: ${icon.size}×${icon.size}${icon.tile ? ', tile' : ', full bleed'}`);
  }
} finally {
  await browser.close();
}
