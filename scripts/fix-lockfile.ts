// The npm registry these machines reach lacks some platform-specific optional packages
// (e.g. @tailwindcss/oxide-darwin-arm64), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds an entry
// for each missing optional platform package, with the os/cpu its name declares, so
// `npm ci` skips it on this platform exactly as it would with the full entry.
// Run after changing dependencies: `npx tsx scripts/fix-lockfile.ts`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages: Record<string, { version?: string; optionalDependencies?: Record<string, string> }> = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = path ? `${path}/node_modules/${name}` : key;
    if (packages[key] || packages[nested]) continue;
    const tokens = name.split('/').pop()!.split('-');
    const os = tokens.filter((t) => OS.includes(t));
    const cpu = tokens.map((t) => (t === 'gnueabihf' ? 'arm' : t)).filter((t) => CPU.includes(t));
    if (os.length === 0 && cpu.length === 0) {
      console.warn(`kept out (not a platform package): ${name}`);
      continue;
    }
    packages[key] = { version: version.replace(/^[^\d]*/, ''), ...(cpu.length ? { cpu: [...new Set(cpu)] } : {}), ...(os.length ? { os } : {}), optional: true } as never;
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional platform packages recorded`);
