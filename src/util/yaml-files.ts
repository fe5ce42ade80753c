/** The YAML (and JSON) files under a folder, for options that take "a file or a folder of CRDs". */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `*.yaml`, `*.yml` and `*.json` under `dir`, recursively, in name order. */
export function listYamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listYamlFiles(full);
      return /\.(ya?ml|json)$/.test(entry.name) ? [full] : [];
    });
}
