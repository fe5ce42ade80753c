/**
 * `--component FILE` for preview: the shared OCM descriptor reader
 * (`src/ocm/descriptor/`), reporting a file that holds no descriptor as
 * `preview_invalid_component`.
 */
import type { DiagnosticSink } from '../../diagnostics/diagnostic.js';
import { readComponentFile, type ComponentSet } from '../../ocm/descriptor/index.js';
import type { PreviewFile } from '../types.js';

export type { ComponentSet } from '../../ocm/descriptor/index.js';

/** Reads every component of the file; reports and returns undefined when there is none. */
export function readComponentDescriptors(input: PreviewFile, report: DiagnosticSink): ComponentSet | undefined {
  return readComponentFile(input, report, 'preview_invalid_component');
}
