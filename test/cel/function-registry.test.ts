/**
 * Every function kro's CEL environment declares is known to every consumer of the
 * function list: check's unknown-function rule (and its walk, which tells a namespace
 * from a variable), the type checker, the inspector, the shadowed namespaces, the
 * unknown-function hint and completion. The functions are enumerated from the
 * environment the libraries build (`getDefinitions()`), not from the registry, so a
 * consumer that keeps a list of its own, or a registry that misreads a library, fails
 * here when a function is added to `src/cel/library/`. The registry reads a list generated
 * from the environment (`npm run gen:cel`); the first block fails, with that command, when
 * the list is stale.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/check/check.js';
import { walkExpression } from '../../src/kro/expressions/walk.js';
import { isKnownFunction } from '../../src/kro/functions.js';
import { isUnknownFunction } from '../../src/kro/type-check/index.js';
import { createKroEnvironment, kroBaseEnvironment } from '../../src/cel/environment.js';
import { readKroFunctionData } from '../../src/cel/environment-functions.js';
import { type KroFunctions, kroFunctions, kroFunctionsOf } from '../../src/cel/function-registry.js';
import { inspectAst, parseExpression } from '../../src/cel/inspector.js';
import { CEL_LIBRARIES, registerLibraries } from '../../src/cel/library/index.js';
import { CEL_CODES } from '../../src/diagnostics/codes/cel.js';
import { indexRgds } from '../../src/lsp/rgd-index.js';
import { celFunctions } from '../../src/lsp/cel-functions.js';
import { completeAt } from '../../src/lsp/completion.js';

/** One function as a user calls it. */
interface Declared {
  /** `size`, `lowerAscii`, `random.seededString`. */
  readonly name: string;
  readonly form: 'global' | 'member' | 'namespaced';
  readonly namespace?: string;
  /** cel-js's receiver type (`string`, `kro.namespace.random`); absent for global ones. */
  readonly receiver?: string;
  /** Only in `schema.status.conditions`. */
  readonly statusConditionsOnly: boolean;
  readonly untyped: boolean;
}

/** The base environment with the libraries of status conditions (`runtime`), and no variable. */
function withStatusConditions(): Environment {
  const env = kroBaseEnvironment().clone();
  registerLibraries(env, 'statusConditions');
  return env;
}

/** The environment's functions, read from cel-js, minus the overloads kro lacks. */
function declaredFunctions(): Declared[] {
  const base = kroBaseEnvironment().getDefinitions();
  const all = withStatusConditions().getDefinitions();
  const everywhere = new Set(base.functions.map((f) => f.signature));
  const notInKro = new Set(CEL_LIBRARIES.flatMap((l) => l.notInKro ?? []));
  // A call on a constant's type is a namespaced call (`random.x()`, `optional.of()`).
  const constants = new Map(all.variables.map((v) => [v.type, v.name]));
  const found = new Map<string, Declared>();
  for (const f of all.functions) {
    if (!/^[A-Za-z_]\w*$/.test(f.name)) continue;
    const receiver = f.receiverType ?? undefined;
    if (notInKro.has(receiver ? `${receiver}.${f.name}` : f.name)) continue;
    const namespace = receiver === undefined ? undefined : constants.get(receiver);
    const declared: Declared =
      namespace !== undefined
        ? { name: `${namespace}.${f.name}`, form: 'namespaced', namespace, receiver, statusConditionsOnly: !everywhere.has(f.signature), untyped: false }
        : {
            name: f.name,
            form: receiver === undefined ? 'global' : 'member',
            ...(receiver ? { receiver } : {}),
            statusConditionsOnly: !everywhere.has(f.signature),
            untyped: false,
          };
    found.set(`${declared.form}:${declared.receiver ?? ''}:${declared.name}`, declared);
  }
  for (const library of CEL_LIBRARIES) {
    for (const fn of library.untyped ?? []) {
      const namespace = fn.name.split('.')[0]!;
      found.set(`untyped:${fn.name}`, {
        name: fn.name,
        form: 'namespaced',
        namespace,
        statusConditionsOnly: library.scope === 'statusConditions',
        untyped: true,
      });
    }
  }
  return [...found.values()];
}

const declared = declaredFunctions();
const label = (d: Declared) => `${d.form} ${d.receiver && d.form === 'member' ? `${d.receiver}.` : ''}${d.name}`;
const cases = declared.map((d) => [label(d), d] as const);

describe('the generated function list (src/cel/generated/functions.ts)', () => {
  /** Every field, sets as lists: their order is what consumers iterate. */
  const fields = (f: KroFunctions) => ({
    ...f,
    global: [...f.global],
    member: [...f.member],
    namespaced: [...f.namespaced],
    namespaces: [...f.namespaces],
    names: [...f.names],
    shadowableNamespaces: [...f.shadowableNamespaces],
    statusConditionNamespaces: [...f.statusConditionNamespaces],
  });

  it('is what the environment declares, so kroFunctions() need not build it', () => {
    const live = kroFunctionsOf(readKroFunctionData());
    expect(fields(kroFunctions()), 'src/cel/generated/functions.ts is stale (src/cel/library/ changed): run `npm run gen:cel`').toStrictEqual(fields(live));
  });

  it('is what `npm run gen:cel` writes', () => {
    // Exits 1 and names the file when it is stale; execFileSync throws on a non-zero exit.
    execFileSync(process.execPath, ['scripts/generate-cel-functions.mjs', '--check'], { cwd: join(import.meta.dirname, '..', '..'), stdio: 'pipe' });
  });
});

describe('the environment the libraries build', () => {
  it("declares the functions every part of kro's environment has", () => {
    const names = declared.map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'size',
        'lowerAscii',
        'quantity',
        'semver',
        'base64.encode',
        'random.seededString',
        'runtime.newCondition',
        'cel.bind',
        'optional.of',
        'ip.isCanonical',
      ]),
    );
    expect(names).not.toContain('hex');
    expect(names).not.toContain('mul');
  });

  it('names in `notInKro` only overloads it declares, so none is stale', () => {
    const all = withStatusConditions().getDefinitions().functions;
    const keys = new Set(all.map((f) => (f.receiverType ? `${f.receiverType}.${f.name}` : f.name)));
    for (const key of CEL_LIBRARIES.flatMap((l) => l.notInKro ?? [])) expect(keys, key).toContain(key);
  });
});

describe.each(cases)('%s is known to', (_label, fn) => {
  const call = fn.form === 'member' ? `x.${fn.name}(1)` : `${fn.name}(1)`;
  const unqualified = fn.name.slice(fn.name.indexOf('.') + 1);

  it("check's unknown-function rule", () => {
    expect(isKnownFunction(fn.name, fn.form === 'member')).toBe(true);
  });

  it("check's walk, as the call written (a namespace, not a variable)", () => {
    const parsed = parseExpression(call);
    if (!('ast' in parsed)) throw new Error(parsed.error.message);
    const uses = walkExpression(parsed.ast, call, new Set(['x']));
    expect(uses.functions.map((f) => [f.name, f.member])).toEqual([[fn.name, fn.form === 'member']]);
  });

  it('the type checker: a call with wrong arguments is a type error, not an unknown function', () => {
    const written = fn.form === 'namespaced' ? `${fn.receiver ?? fn.namespace}.${unqualified}` : fn.form === 'member' ? `${fn.receiver}.${fn.name}` : fn.name;
    expect(isUnknownFunction(`found no matching overload for '${written}(int)'`)).toBe(false);
  });

  it('the inspector', () => {
    const parsed = parseExpression(call);
    if (!('ast' in parsed)) throw new Error(parsed.error.message);
    const inspection = inspectAst(parsed.ast);
    expect(inspection.functions).toEqual([fn.name]);
    expect(inspection.identifiers).toEqual(fn.form === 'member' ? ['x'] : []);
  });

  // Only a namespace can be shadowed, and only a function outside status conditions is completed:
  // the other cases are not defined rather than skipped.
  if (fn.form === 'namespaced')
    it("the shadowed namespaces: a resource of the namespace's name is a resource", () => {
      const env = createKroEnvironment({ resources: new Map([[fn.namespace!, {}]]) });
      if (fn.statusConditionsOnly) {
        // kro reserves it; no resource can take its name.
        expect([...env.variables.keys()]).not.toContain(fn.namespace);
        return;
      }
      if (!fn.receiver?.startsWith('kro.namespace.')) return; // cel-js's own `cel` and `optional`
      expect(env.check(`${fn.namespace!}.metadata.name`).error).toBeUndefined();
    });

  if (!fn.statusConditionsOnly)
    it('completion', () => {
      const receiver = fn.form === 'member' ? fn.receiver!.replace(/<.*$/, '') : undefined;
      expect(celFunctions().some((c) => c.name === fn.name && c.receiver === receiver)).toBe(true);
    });
});

describe('the unknown-function hint', () => {
  it('names the libraries the index labels, in its order', () => {
    expect(CEL_CODES.cel_unknown_function.hint).toBe(`Check the spelling against kro's CEL libraries (${kroFunctions().hintLibraries}).`);
  });

  it('is what check reports with an unknown function', () => {
    const rgd =
      'apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata:\n  name: demo\nspec:\n  schema:\n    apiVersion: v1alpha1\n    kind: Demo\n    spec:\n      name: string\n  resources:\n    - id: config\n      template:\n        apiVersion: v1\n        kind: ConfigMap\n        metadata:\n          name: ${schema.spec.name.shout()}\n';
    const found = check({ files: [{ file: 'rgd.yaml', source: rgd }], schemas: { lookup: () => undefined } }).diagnostics.filter(
      (d) => d.code === 'cel_unknown_function',
    );
    expect(found.map((d) => d.hint)).toEqual([CEL_CODES.cel_unknown_function.hint]);
  });
});

describe('completion of namespaced functions', () => {
  const rgd =
    'apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata:\n  name: demo\nspec:\n  schema:\n    apiVersion: v1alpha1\n    kind: Demo\n  resources:\n    - id: config\n      template:\n        apiVersion: v1\n        kind: ConfigMap\n        metadata:\n          name: ${NS.}\n';
  const namespaces = [...new Set(declared.filter((d) => d.form === 'namespaced' && !d.statusConditionsOnly).map((d) => d.namespace!))];

  it.each(namespaces)('offers the functions of %s after its dot', (namespace) => {
    const text = rgd.replace('NS', namespace);
    const [index] = indexRgds('rgd.yaml', text);
    const labels = completeAt(index!, text, text.indexOf(`\${${namespace}.`) + namespace.length + 3, { lookup: () => undefined }).map((i) => i.label);
    const expected = declared.filter((d) => d.namespace === namespace && !d.statusConditionsOnly).map((d) => d.name.slice(namespace.length + 1));
    expect(labels).toEqual(expect.arrayContaining(expected));
  });
});

describe('what the hand-kept lists had wrong', () => {
  const rgd = (expression: string) =>
    `apiVersion: kro.run/v1alpha1\nkind: ResourceGraphDefinition\nmetadata:\n  name: demo\nspec:\n  schema:\n    apiVersion: v1alpha1\n    kind: Demo\n    spec:\n      name: string\n  resources:\n    - id: config\n      template:\n        apiVersion: v1\n        kind: ConfigMap\n        metadata:\n          name: demo\n        data:\n          key: \${${expression}}\n`;
  const codes = (expression: string) =>
    check({ files: [{ file: 'rgd.yaml', source: rgd(expression) }], schemas: { lookup: () => undefined } })
      .diagnostics.filter((d) => d.path === 'spec.resources[0].template.data.key')
      .map((d) => d.code);

  // The type checker's list named cel-js's bytes methods, which kro lacks: a wrong call was
  // reported twice, as a type error and as an unknown function.
  it.each(['b"a".hex(1)', 'b"a".at("x")', 'json(1)', 'base64(1)'])('%s is one unknown function, not also a type error', (expression) => {
    expect(codes(expression)).toEqual(['cel_unknown_function']);
  });

  // The inspector's list lacked `ip`, so `ip.isCanonical(...)` read an identifier `ip`.
  it('the inspector reads ip.isCanonical as the function, not a variable ip', () => {
    const parsed = parseExpression('ip.isCanonical("::1")');
    if (!('ast' in parsed)) throw new Error(parsed.error.message);
    expect(inspectAst(parsed.ast)).toMatchObject({ identifiers: [], functions: ['ip.isCanonical'] });
  });

  // Completion read cel-js's `cel` and `optional` as receivers and never offered them.
  it('completion offers cel.bind, optional.of and ip.isCanonical', () => {
    const names = celFunctions()
      .filter((f) => f.receiver === undefined)
      .map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['cel.bind', 'optional.of', 'optional.none', 'optional.ofNonZeroValue', 'ip.isCanonical']));
  });
});
