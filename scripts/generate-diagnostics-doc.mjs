#!/usr/bin/env node
// Writes docs/diagnostics.md from the compiled catalogue (run `npm run build` first;
// `npm run gen` does both).
import { writeFile } from 'node:fs/promises';
import { renderDiagnosticsDoc } from '../dist/diagnostics/doc.js';

await writeFile(new URL('../docs/diagnostics.md', import.meta.url), renderDiagnosticsDoc());
