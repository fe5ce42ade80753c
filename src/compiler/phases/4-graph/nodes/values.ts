/**
 * Renders the merged values tree as the YAML value kro receives, with CEL where a value
 * comes from the instance or from a resolved OCM resource.
 */
import { escapeTemplateText } from '../../../../cel/literal.js';
import type { TargetProfile } from '../../../../targets/types.js';
import type { ValueNode, ValueSource } from '../../3-analyze/types.js';
import type { ParameterInfo } from '../../../../simpleschema/index.js';
import { embed, readParameter } from './cel.js';
import { imagePartValue } from './image-reference.js';

/** The plain value of a values node; map keys come out sorted. */
export function renderValues(node: ValueNode, profile: TargetProfile, parameters: readonly ParameterInfo[]): unknown {
  switch (node.kind) {
    case 'map': {
      const keys = [...node.entries.keys()].sort();
      return Object.fromEntries(keys.map((k) => [k, renderValues(node.entries.get(k)!, profile, parameters)]));
    }
    case 'list':
      return node.items.map((item) => renderValues(item, profile, parameters));
    case 'leaf':
      return renderSource(node.source, profile, parameters);
  }
}

function renderSource(source: ValueSource, profile: TargetProfile, parameters: readonly ParameterInfo[]): unknown {
  switch (source.kind) {
    case 'literal':
      return typeof source.value === 'string' ? escapeTemplateText(source.value) : source.value;
    case 'parameter':
      // Standalone: kro keeps the parameter's type (an integer stays an integer).
      return embed(readParameter(source.parameter, parameters));
    case 'text':
      return source.parts
        .map((part) => {
          if (typeof part === 'string') return escapeTemplateText(part);
          const read = readParameter(part.parameter, parameters);
          // Template fragments must be strings in kro; convert the others explicitly.
          return embed(part.parameter.type === 'string' ? read : `string(${read})`);
        })
        .join('');
    case 'image':
      return imagePartValue(source.resourceId, source.part, profile);
  }
}
