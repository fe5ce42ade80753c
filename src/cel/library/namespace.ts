/**
 * cel-js cannot declare dotted function names (`random.seededString`). The workaround
 * (reference/cel.md section 3): register a namespace type and a constant of that type
 * named after the namespace, then declare the functions as methods of the type. The
 * inspector already treats these identifiers as namespaces, not variables.
 */
import type { Environment } from '@marcbachmann/cel-js';

/** The CEL type of namespace `name`. */
export function namespaceType(name: string): string {
  return `kro.namespace.${name}`;
}

/** Registers namespace `name` (for example `random`) and returns its CEL type name. */
export function registerNamespace(env: Environment, name: string): string {
  const typeName = namespaceType(name);
  // A distinct class per namespace: cel-js identifies object types by constructor.
  const Namespace = { [typeName]: class {} }[typeName]!;
  env.registerType(typeName, Namespace);
  env.registerConstant(name, typeName, new Namespace());
  return typeName;
}
