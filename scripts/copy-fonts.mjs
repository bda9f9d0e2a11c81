// Copies the Greek subset of Inter from npm to a stable URL (/fonts/…) so Greek pages can preload it.
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('public/fonts', { recursive: true });
copyFileSync('node_modules/@fontsource-variable/inter/files/inter-greek-wght-normal.woff2', 'public/fonts/inter-greek-wght.woff2');
