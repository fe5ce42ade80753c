/**
 * A preview of one instance types most expressions after its walk, on the parse the walk
 * evaluates (`src/kro/type-check/rgd.ts` `DeferredTyping`). What it prints must not
 * change: an RGD with a type error anywhere (a template the walk fills, a resource it
 * skips, readyWhen, status, beside another check error) previews to exactly the check's
 * errors and nothing else, as a `Previewer` (which types before its walk) does, and as
 * before the deferral; every kro case the check rejects, previewed with a bare instance,
 * agrees with the `Previewer` too.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { check, type Diagnostic } from '../../src/index.js';
import { builtinSchemas } from '../../src/targets/catalog.js';
import { createPreviewer, preview } from '../../src/preview/index.js';
import { differentialInputs } from '../cel/differential/inputs.js';

const canonical = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));
const errorsOf = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`);

const BASE = `apiVersion: kro.run/v1alpha1
kind: ResourceGraphDefinition
metadata:
  name: typed-late
spec:
  schema:
    apiVersion: v1alpha1
    kind: TypedLate
    spec:
      name: string | default=web
      replicas: integer | default=2
      extra: boolean | default=false
    status:
      ready: \${STATUS}
  resources:
    - id: config
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.name}
        data:
          replicas: \${CONFIG}
    - id: skipped
      includeWhen:
        - \${schema.spec.extra}
      template:
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${schema.spec.name}-extra
        data:
          size: \${SKIPPED}
      readyWhen:
        - \${READY}
`;

const GOOD = {
  STATUS: 'config.metadata.name != ""',
  CONFIG: 'string(schema.spec.replicas)',
  SKIPPED: 'string(schema.spec.replicas)',
  READY: 'skipped.metadata.name != ""',
};
const INSTANCE = { file: 'instance.yaml', source: 'apiVersion: kro.run/v1alpha1\nkind: TypedLate\nmetadata:\n  name: shop\n  namespace: shop\n' };

function rgd(parts: Partial<typeof GOOD>, extra = ''): string {
  const all = { ...GOOD, ...parts };
  return BASE.replace(/\$\{(STATUS|CONFIG|SKIPPED|READY)\}/g, (_m, key: keyof typeof GOOD) => `\${${all[key]}}`) + extra;
}

const CASES: Record<string, string> = {
  'in a template the walk fills': rgd({ CONFIG: 'schema.spec.replicas + "x"' }),
  'a field the instance does not have': rgd({ CONFIG: 'schema.spec.nope' }),
  'in a resource the walk skips': rgd({ SKIPPED: 'schema.spec.name.size() + true' }),
  'in readyWhen of a skipped resource': rgd({ READY: 'skipped.metadata.name + 1' }),
  'in the status': rgd({ STATUS: 'config.metadata.name - 1' }),
  'beside another check error': rgd(
    { CONFIG: 'schema.spec.replicas + "x"' },
    '    - id: service\n      template:\n        apiVersion: v1\n        kind: Service\n        metadata:\n          name: ${schema.spec.name}\n        spec:\n          notAField: 1\n',
  ),
};

describe('deferred typing of one preview', () => {
  it('previews a well-typed RGD', () => {
    const result = preview({ input: { file: 'rgd.yaml', source: rgd({}) }, instance: INSTANCE });
    expect(errorsOf(result.diagnostics)).toEqual([]);
    expect(result.objects.map((o) => (o.object.metadata as { name: string }).name)).toEqual(['web']);
  });

  for (const [name, source] of Object.entries(CASES)) {
    it(`shows only the check's errors for a type error ${name}`, () => {
      const input = { file: 'rgd.yaml', source };
      // The schemas preview types with (the library's check has none unless given).
      const checked = check({ files: [input], schemas: builtinSchemas() });
      expect(checked.ok).toBe(false);
      expect(checked.diagnostics.some((d) => d.code.startsWith('cel_'))).toBe(true);
      if (name === 'beside another check error') expect(errorsOf(checked.diagnostics).length).toBeGreaterThan(1);
      const once = preview({ input, instance: INSTANCE, explain: true });
      expect(once.ok).toBe(false);
      expect(once.objects).toEqual([]);
      expect(once.expressions).toBe(0);
      expect(errorsOf(once.diagnostics)).toEqual(errorsOf(checked.diagnostics));
      expect(canonical(once)).toBe(canonical(createPreviewer({ input, explain: true }).run(INSTANCE)));
    });
  }

  it('agrees with a Previewer on every kro case and corpus RGD the check rejects, with a bare instance', () => {
    let compared = 0;
    for (const input of differentialInputs()) {
      const value = input.document.value as { spec?: { schema?: { apiVersion?: string; kind?: string; group?: string } } };
      const schema = value.spec?.schema;
      if (!schema?.kind || !schema.apiVersion) continue;
      const options = { input: { file: input.document.file, source: input.document.source }, schemas: input.schemas };
      const instance = {
        file: 'bare.yaml',
        source: stringify({
          apiVersion: `${schema.group ?? 'kro.run'}/${schema.apiVersion}`,
          kind: schema.kind,
          metadata: { name: 'bare', namespace: 'default' },
        }),
      };
      const once = preview({ ...options, instance });
      if (once.ok) continue;
      const many = createPreviewer(options).run(instance);
      expect(canonical(once), input.name).toBe(canonical(many));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
