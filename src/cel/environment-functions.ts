/**
 * kro's function list read from the environment itself: what `function-registry.ts`
 * knows, before it is written down. `scripts/generate-cel-functions.mjs` (`npm run gen:cel`)
 * writes this into `generated/functions.ts`, which the registry reads so that no start
 * builds the environment just for names; `test/cel/function-registry.test.ts` compares the
 * two. Nothing else should import this module: it builds kro's whole environment.
 */
import type { Environment } from '@marcbachmann/cel-js';
import { kroBaseEnvironment } from './base-environment.js';
import type { KroFunctionData, KroFunctionOverload } from './function-registry.js';
import { CEL_LIBRARIES, NOT_ENABLED_NAMESPACES, registerLibraries } from './library/index.js';
import { namespaceType } from './library/namespace.js';

/** The functions of `base` (kro's base environment by default) and of the status-condition libraries on top of it. */
export function readKroFunctionData(base: Environment = kroBaseEnvironment()): KroFunctionData {
  const everywhere = base.getDefinitions();
  const scoped = base.clone();
  registerLibraries(scoped, 'statusConditions');
  const all = scoped.getDefinitions();
  const baseSignatures = new Set(everywhere.functions.map((f) => f.signature));
  // A namespace is a constant with functions on its type: `random` (kro.namespace.random),
  // and cel-js's own `cel` and `optional` (a `dyn` variable is no namespace).
  const receivers = new Set(all.functions.map((f) => f.receiverType));
  const namespaceOf = new Map(all.variables.filter((v) => v.type !== 'dyn' && receivers.has(v.type)).map((v) => [v.type, v.name]));
  const notInKro = new Set(CEL_LIBRARIES.flatMap((library) => library.notInKro ?? []));

  const overloads: KroFunctionOverload[] = [];
  for (const f of all.functions) {
    if (!/^[A-Za-z_]\w*$/.test(f.name)) continue;
    const receiver = f.receiverType ?? undefined;
    if (notInKro.has(receiver === undefined ? f.name : `${receiver}.${f.name}`)) continue;
    const namespace = receiver === undefined ? undefined : namespaceOf.get(receiver);
    const statusConditionsOnly = !baseSignatures.has(f.signature);
    if (namespace !== undefined) {
      overloads.push({ name: `${namespace}.${f.name}`, namespace, signature: `${namespace}.${f.signature.slice(receiver!.length + 1)}`, statusConditionsOnly });
    } else {
      // Namespace types in parameters (`type(kro.namespace.random)`) read as the namespace.
      overloads.push({
        name: f.name,
        ...(receiver !== undefined ? { receiver } : {}),
        signature: f.signature.replace(namespaceType(''), ''),
        statusConditionsOnly,
      });
    }
  }
  for (const library of CEL_LIBRARIES) {
    for (const fn of library.untyped ?? []) {
      const dot = fn.name.indexOf('.');
      overloads.push({
        name: fn.name,
        ...(dot > 0 ? { namespace: fn.name.slice(0, dot) } : {}),
        signature: fn.signature,
        statusConditionsOnly: library.scope === 'statusConditions',
      });
    }
  }

  const kroNamespaces = (definitions: typeof all) => definitions.variables.filter((v) => v.type.startsWith(namespaceType(''))).map((v) => v.name);
  const shadowable = new Set(kroNamespaces(everywhere));
  return {
    overloads,
    namespaces: [...new Set([...overloads.flatMap((o) => (o.namespace === undefined ? [] : [o.namespace])), ...NOT_ENABLED_NAMESPACES])],
    shadowableNamespaces: [...shadowable],
    statusConditionNamespaces: [...new Set(kroNamespaces(all).filter((name) => !shadowable.has(name)))],
    hintLibraries: hintLibraries(),
  };
}

/**
 * The libraries' hint labels in index order, each once, with consecutive labels of one
 * family named together: `strings, lists, ..., Kubernetes url/regex/quantity, random`.
 */
function hintLibraries(): string {
  const parts: string[] = [];
  let family: string | undefined;
  for (const label of new Set(CEL_LIBRARIES.flatMap((library) => (library.hint === undefined ? [] : [library.hint])))) {
    const space = label.indexOf(' ');
    const prefix = space > 0 ? label.slice(0, space) : undefined;
    if (prefix !== undefined && prefix === family) parts[parts.length - 1] += `/${label.slice(space + 1)}`;
    else parts.push(label);
    family = prefix;
  }
  return parts.join(', ');
}
