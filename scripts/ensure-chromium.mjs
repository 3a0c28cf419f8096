// End-to-end tests drive Debian's Chromium: its headless shell for the journeys (the whole browser
// when the shell is missing, tests/e2e/browsers.ts), the whole browser for the installability check
// and the benchmarks. Install what is missing (as root, with apt), with a colour emoji font so
// screenshots show the method emojis as a phone would; otherwise explain what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const needed = existsSync(CHROMIUM) ? [] : ['chromium'];
const wanted = [
  // Without it the journeys run, about twice as slowly, in the whole browser.
  ...(existsSync(HEADLESS_SHELL) || process.env.CHROMIUM_PATH ? [] : ['chromium-headless-shell']),
  // Cosmetic: without it emojis show as boxes in screenshots, nothing else changes.
  ...(existsSync(EMOJI_FONT) || process.env.CHROMIUM_PATH ? [] : ['fonts-noto-color-emoji']),
];
if (needed.length + wanted.length === 0) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  const install = (packages) => {
    console.log(`Installing the Debian packages ${packages.join(', ')}…`);
    try {
      execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
    } catch (error) {
      console.warn(`apt-get failed: ${error.message}`);
    }
  };
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' });
  } catch (error) {
    console.warn(`apt-get update failed: ${error.message}`);
  }
  // Apart: one package missing from the archive must not keep the browser from being installed.
  if (needed.length > 0) install(needed);
  for (const extra of wanted) install([extra]);
}
if (existsSync(CHROMIUM)) process.exit(0);
console.error(
  `Chromium not found at ${CHROMIUM}. Install Debian's "chromium" package (apt-get install chromium) ` +
    'or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
