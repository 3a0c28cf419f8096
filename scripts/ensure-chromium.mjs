// End-to-end tests drive Debian's Chromium. Install it when it is missing (as root, with apt),
// with a colour emoji font so screenshots show the method emojis as a phone would; otherwise
// explain what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  // Cosmetic: without it emojis show as boxes in screenshots, nothing else changes.
  ...(existsSync(EMOJI_FONT) || process.env.CHROMIUM_PATH ? [] : ['fonts-noto-color-emoji']),
];
if (missing.length === 0) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing the Debian packages ${missing.join(', ')}…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  } catch (error) {
    console.warn(`apt-get failed: ${error.message}`);
  }
}
if (existsSync(CHROMIUM)) process.exit(0);
console.error(
  `Chromium not found at ${CHROMIUM}. Install Debian's "chromium" package (apt-get install chromium) ` +
    'or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
