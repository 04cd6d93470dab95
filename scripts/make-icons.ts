// Draws the installable app's icons (web app manifest, home screen) from the logo in public/favicon.svg.
// Run after changing the logo: node --import tsx scripts/make-icons.ts
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const logo = readFileSync('public/favicon.svg', 'utf8');
// Launchers crop a maskable icon to any shape inside the middle 80 %: the sun is drawn on a full square, scaled to
// fit well within it. iOS rounds the corners of its touch icon itself, so it gets the same full square.
const fullSquare = logo
  .replace('<rect width="32" height="32" rx="7"', '<rect width="32" height="32"')
  .replace(/<circle[\s\S]*<\/g>/, (sun) => `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${sun}</g>`);

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'public/icons/icon-192.png', svg: logo, size: 192 },
  { file: 'public/icons/icon-512.png', svg: logo, size: 512 },
  { file: 'public/icons/icon-maskable-512.png', svg: fullSquare, size: 512 },
  { file: 'public/icons/apple-touch-icon.png', svg: fullSquare, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
}
