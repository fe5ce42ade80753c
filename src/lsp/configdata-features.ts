/**
 * Editor features of a ConfigData: completion of parameter names inside `(( ))`, hover of
 * a parameter (its type, description and the instance field it becomes), definition,
 * references and rename of a parameter (a workspace edit over the schema key, the
 * `defaults` key, `required` and every placeholder).
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import { parameterAt, parameterOccurrences, placeholderPrefix, type ConfigDataIndex } from './configdata-index.js';
import type { OffsetRange } from './rgd-index.js';

/** JSON Schema property names compile keeps as instance fields: lowerCamelCase is safest, any identifier works. */
const PARAMETER_NAME = /^[A-Za-z_][\w-]*$/;

export function completeParameters(index: ConfigDataIndex, text: string, offset: number): CompletionItem[] {
  const prefix = placeholderPrefix(text, offset);
  if (prefix === undefined) return [];
  return index.parameters.map((p) => ({
    label: p.name,
    kind: CompletionItemKind.Variable,
    detail: p.type ?? 'parameter (defaults)',
    ...(p.description ? { documentation: p.description } : {}),
  }));
}

export function hoverParameter(index: ConfigDataIndex, offset: number): { readonly markdown: string; readonly range: OffsetRange } | undefined {
  const found = parameterAt(index, offset);
  if (!found) return undefined;
  const parameter = index.parameters.find((p) => p.name === found.name);
  const lines = [`**${found.name}**: ${parameter?.type ? `\`${parameter.type}\`` : 'a parameter'}`];
  if (parameter?.description) lines.push(parameter.description);
  lines.push(`In the compiled RGD an installer sets it as \`spec.${found.name}\` of the instance; rules read it as \`\${schema.spec.${found.name}}\`.`);
  if (!parameter) lines.push('not declared in `configuration.schema` or `configuration.defaults`');
  return { markdown: lines.join('\n\n'), range: found.range };
}

export function defineParameter(index: ConfigDataIndex, offset: number): OffsetRange | undefined {
  const found = parameterAt(index, offset);
  if (!found) return undefined;
  return (index.parameters.find((p) => p.name === found.name) ?? index.parameters.find((p) => p.name === found.name.split('.')[0]))?.range;
}

export function parameterReferences(index: ConfigDataIndex, offset: number): OffsetRange[] {
  const found = parameterAt(index, offset);
  return found ? parameterOccurrences(index, found.name) : [];
}

/** The word a rename at `offset` changes: the top-level name of the parameter there. */
export function parameterRenameRange(index: ConfigDataIndex, offset: number): { readonly name: string; readonly range: OffsetRange } | undefined {
  const found = parameterAt(index, offset);
  // A nested property key names a field of a parameter, not a parameter: not renamed here.
  if (!found || (!found.placeholder && found.name.includes('.'))) return undefined;
  const top = found.name.split('.')[0]!;
  return { name: top, range: [found.range[0], found.range[0] + top.length] };
}

/** Renames the top-level parameter at `offset`. */
export function renameParameter(
  index: ConfigDataIndex,
  offset: number,
  newName: string,
): { readonly edits: OffsetRange[] } | { readonly error: string } | undefined {
  const found = parameterRenameRange(index, offset);
  if (!found) return undefined;
  if (!PARAMETER_NAME.test(newName)) return { error: `\`${newName}\` is not a valid parameter name` };
  if (index.parameters.some((p) => p.name === newName)) return { error: `\`${newName}\` is already a parameter` };
  return { edits: parameterOccurrences(index, found.name) };
}
