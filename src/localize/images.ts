/**
 * The image reference of each localization rule's OCM resource: from `--image
 * RESOURCE=REF` first, else from the component file. `RESOURCE` is the resource name, or
 * the reference path and name joined by `/` (`backend/image`) to tell nested ones apart.
 */
import { formatFieldPath } from '../source/field-path.js';
import type { LoadedDocument } from '../source/types.js';
import { normaliseResourceRef } from '../compiler/phases/3-analyze/index.js';
import type { OcmResourceRef } from '../compiler/phases/3-analyze/index.js';
import type { ConfigData } from '../compiler/phases/2-validate/index.js';
import type { DiagnosticSink } from '../diagnostics/diagnostic.js';
import { fileSpan, makeDiagnostic } from '../diagnostics/report.js';
import { resolveComponentImage, type ComponentSet } from './component.js';
import { parseImageReference, type ImageReference } from '../oci/image-reference.js';

/** The reference per localization rule index; rules without one are absent. */
export function resolveImages(
  config: ConfigData,
  configData: LoadedDocument,
  images: Readonly<Record<string, string>>,
  components: ComponentSet | undefined,
  report: DiagnosticSink,
): Map<number, ImageReference> {
  const resolved = new Map<number, ImageReference>();
  (config.localization ?? []).forEach((rule, i) => {
    const ref = normaliseResourceRef(rule.resource);
    const origin = ['localization', i, 'resource'];
    const where = `localization[${i}]`;
    const flag = imageFlag(images, ref);
    let text: string | undefined;
    let fromFlag = false;
    if (flag !== undefined) {
      text = flag;
      fromFlag = true;
    } else if (components) {
      text = resolveComponentImage(components, ref, report, where);
      if (text === undefined) return;
    } else {
      report(
        makeDiagnostic(
          'localize_missing_image',
          configData.locate(origin),
          formatFieldPath(origin),
          `${where} needs the image of OCM resource \`${displayName(ref)}\`, and none was given; its targets are left as they are`,
          {
            hint: `Pass --image ${displayName(ref)}=REF, or --component FILE with the component descriptor.`,
          },
        ),
      );
      return;
    }
    const parsed = parseImageReference(text);
    if ('error' in parsed) {
      const span = fromFlag ? fileSpan('--image') : configData.locate(origin);
      report(
        makeDiagnostic(
          'localize_invalid_reference',
          span,
          fromFlag ? '' : formatFieldPath(origin),
          `the image of \`${displayName(ref)}\` (${JSON.stringify(text)}) cannot be parsed: ${parsed.error}`,
        ),
      );
      return;
    }
    resolved.set(i, parsed.reference);
  });
  return resolved;
}

/** `backend/image` for a nested resource, `image` otherwise. */
export function displayName(ref: OcmResourceRef): string {
  return [...(ref.referencePath ?? []).map((s) => s.name), ref.name].join('/');
}

function imageFlag(images: Readonly<Record<string, string>>, ref: OcmResourceRef): string | undefined {
  return images[displayName(ref)] ?? images[ref.name];
}
