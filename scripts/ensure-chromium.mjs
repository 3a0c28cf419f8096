// End-to-end tests drive Debian's Chromium. Install it when it is missing (as root, with apt);
// otherwise explain what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium is missing: installing the Debian package "chromium"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `Chromium not found at ${CHROMIUM}. Install Debian's "chromium" package (apt-get install chromium) ` +
    'or set CHROMIUM_PATH to a Chromium binary.',
);
process.exit(1);
