/**
 * kro's CRD-compatibility rules change by change, with the full record kro keeps for each
 * (`compat.Change`: path, type, old and new value, which list it lands on). The schemas
 * are those of kro's own tests (`pkg/graph/crd/compat/schema_test.go`: TestCompareSchemas,
 * TestCompareProperties, TestCompareRequiredFields, TestCompareEnumValues), extended to
 * every bound keyword `compareConstraints` looks at and to array items; the decisions are
 * compat.go `CompareVersions` and crd.go `Ensure`.
 */
import { describe, expect, it } from 'vitest';
import { compareSchemas, describeKroChange, summarizeBreaking, type KroChange, type KroChangeType } from '../../src/diff/index.js';
import { compareCrdVersions, decideCrdUpdate } from '../../src/diff/compat/compare-versions.js';
import { formatNumber } from '../../src/diff/compat/compare-schema.js';
import type { InstanceCrd } from '../../src/diff/crd/instance-crd.js';
import { compatRulesFor, V0_9_RULES, type KroCompatRules } from '../../src/diff/compat/rules.js';
import { findMissedChanges } from '../../src/diff/kro-blind-spots.js';
import { KRO_V0_10_0, KRO_V0_9_4 } from '../../src/kro/releases/index.js';
import { DEFAULT_FEATURE_GATES } from '../../src/targets/feature-gates.js';

type Schema = Record<string, unknown>;
const change = (path: string, type: KroChangeType, oldValue: string, newValue: string, breaking: boolean): KroChange => ({
  path,
  type,
  oldValue,
  newValue,
  breaking,
});
const object = (props: Record<string, Schema>, required?: string[]): Schema => ({ type: 'object', properties: props, ...(required ? { required } : {}) });

describe('compareSchemas (schema.go Compare)', () => {
  const cases: [string, Schema | undefined, Schema | undefined, KroChange[]][] = [
    ['identical schemas', { type: 'object' }, { type: 'object' }, []],
    ['both schemas nil', undefined, undefined, []],
    ['nil old schema: added', undefined, { type: 'object' }, [change('', 'PropertyAdded', '', '', false)]],
    ['nil new schema: removed', { type: 'object' }, undefined, [change('', 'PropertyRemoved', '', '', true)]],
    ['changed type', { type: 'object' }, { type: 'array' }, [change('.type', 'TypeChanged', 'object', 'array', true)]],
    // A type change returns early: the pattern and bounds after it are not compared, the description and default before it are.
    [
      'a type change hides the checks after it',
      { type: 'string', description: 'a', default: 'x', pattern: '^a$', maxLength: 3 },
      { type: 'integer', description: 'b', default: 1, pattern: '^b$', maxLength: 2 },
      [
        change('.description', 'DescriptionChanged', 'a', 'b', false),
        change('.default', 'DefaultChanged', '"x"', '1', false),
        change('.type', 'TypeChanged', 'string', 'integer', true),
      ],
    ],
    [
      'changed description',
      { type: 'object', description: 'old description' },
      { type: 'object', description: 'new description' },
      [change('.description', 'DescriptionChanged', 'old description', 'new description', false)],
    ],
    ['description added', { type: 'object' }, { type: 'object', description: 'new' }, [change('.description', 'DescriptionChanged', '', 'new', false)]],
    [
      'changed pattern',
      { type: 'string', pattern: '^[a-z]+$' },
      { type: 'string', pattern: '^[a-z0-9]+$' },
      [change('.pattern', 'PatternChanged', '^[a-z]+$', '^[a-z0-9]+$', true)],
    ],
    ['added pattern', { type: 'string' }, { type: 'string', pattern: '^[a-z]+$' }, [change('.pattern', 'PatternAdded', '', '^[a-z]+$', true)]],
    ['removed pattern', { type: 'string', pattern: '^[a-z]+$' }, { type: 'string' }, [change('.pattern', 'PatternRemoved', '^[a-z]+$', '', false)]],
    ['same pattern', { type: 'string', pattern: '^[a-z]+$' }, { type: 'string', pattern: '^[a-z]+$' }, []],
    ['default value added', { type: 'string' }, { type: 'string', default: 'hello' }, [change('.default', 'DefaultChanged', '', '"hello"', false)]],
    ['default value removed', { type: 'string', default: 'hello' }, { type: 'string' }, [change('.default', 'DefaultChanged', '"hello"', '', false)]],
    ['default value changed', { type: 'integer', default: 42 }, { type: 'integer', default: 100 }, [change('.default', 'DefaultChanged', '42', '100', false)]],
    ['same default value', { type: 'string', default: 'hello' }, { type: 'string', default: 'hello' }, []],
    [
      'default value changed in a nested property',
      object({ timeout: { type: 'string', default: '1m30s' } }),
      object({ timeout: { type: 'string', default: '2m' } }),
      [change('.properties.timeout.default', 'DefaultChanged', '"1m30s"', '"2m"', false)],
    ],
    [
      'mixed breaking and non-breaking changes, properties in name order',
      { ...object({ prop1: { type: 'string' }, prop2: { type: 'integer' } }), description: 'old description' },
      { ...object({ prop3: { type: 'string' }, prop1: { type: 'boolean' } }), description: 'new description' },
      [
        change('.description', 'DescriptionChanged', 'old description', 'new description', false),
        change('.properties.prop1.type', 'TypeChanged', 'string', 'boolean', true),
        change('.properties.prop2', 'PropertyRemoved', '', '', true),
        change('.properties.prop3', 'PropertyAdded', '', '', false),
      ],
    ],
    [
      'properties removed and added are reported in name order, whatever order they are written in',
      object({ zeta: { type: 'string' }, alpha: { type: 'string' }, keep: { type: 'string' } }),
      object({ keep: { type: 'string' }, omega: { type: 'string' }, beta: { type: 'string' } }),
      [
        change('.properties.alpha', 'PropertyRemoved', '', '', true),
        change('.properties.zeta', 'PropertyRemoved', '', '', true),
        change('.properties.beta', 'PropertyAdded', '', '', false),
        change('.properties.omega', 'PropertyAdded', '', '', false),
      ],
    ],
  ];
  it.each(cases)('%s', (_name, before, after, expected) => expect(compareSchemas(before, after)).toEqual(expected));
});

describe('properties and required (compareProperties, compareRequiredFields)', () => {
  const cases: [string, Schema, Schema, KroChange[]][] = [
    [
      'added optional property',
      object({ prop1: { type: 'string' } }),
      object({ prop1: { type: 'string' }, prop2: { type: 'integer' } }),
      [change('.properties.prop2', 'PropertyAdded', '', '', false)],
    ],
    [
      'added required property without default: breaking, and not a RequiredAdded (the field is new)',
      object({ prop1: { type: 'string' } }),
      object({ prop1: { type: 'string' }, prop2: { type: 'integer' } }, ['prop2']),
      [change('.properties.prop2', 'PropertyAdded', 'required=false', 'required=true', true)],
    ],
    [
      'added required property with default',
      object({ prop1: { type: 'string' } }),
      object({ prop1: { type: 'string' }, prop2: { type: 'integer', default: 42 } }, ['prop2']),
      [change('.properties.prop2', 'PropertyAdded', '', '', false)],
    ],
    [
      'required added for an existing property',
      object({ prop1: { type: 'string' } }),
      object({ prop1: { type: 'string' } }, ['prop1']),
      [change('.required', 'RequiredAdded', '', 'prop1', true)],
    ],
    [
      'required removed',
      object({ prop1: { type: 'string' } }, ['prop1']),
      object({ prop1: { type: 'string' } }),
      [change('.required', 'RequiredRemoved', 'prop1', '', false)],
    ],
    [
      'required removed for a property that is gone too',
      object({ prop1: { type: 'string' } }, ['prop1']),
      object({}),
      [change('.properties.prop1', 'PropertyRemoved', '', '', true), change('.required', 'RequiredRemoved', 'prop1', '', false)],
    ],
    [
      'required field default removed',
      object({ prop1: { type: 'string', default: 'hello' } }, ['prop1']),
      object({ prop1: { type: 'string' } }, ['prop1']),
      [change('.properties.prop1.default', 'DefaultChanged', '"hello"', '', false), change('.required', 'RequiredDefaultRemoved', 'prop1', '', true)],
    ],
    [
      'required field default kept (changed)',
      object({ prop1: { type: 'string', default: 'hello' } }, ['prop1']),
      object({ prop1: { type: 'string', default: 'world' } }, ['prop1']),
      [change('.properties.prop1.default', 'DefaultChanged', '"hello"', '"world"', false)],
    ],
    [
      'an optional field losing its default is no RequiredDefaultRemoved',
      object({ prop1: { type: 'string', default: 'hello' }, prop2: { type: 'string' } }, ['prop2']),
      object({ prop1: { type: 'string' }, prop2: { type: 'string' } }, ['prop2']),
      [change('.properties.prop1.default', 'DefaultChanged', '"hello"', '', false)],
    ],
    [
      'a field required only now losing its default is a RequiredAdded only',
      object({ prop1: { type: 'string', default: 'hello' } }),
      object({ prop1: { type: 'string' } }, ['prop1']),
      [change('.properties.prop1.default', 'DefaultChanged', '"hello"', '', false), change('.required', 'RequiredAdded', '', 'prop1', true)],
    ],
    ['same required list', object({ prop1: { type: 'string' } }, ['prop1']), object({ prop1: { type: 'string' } }, ['prop1']), []],
  ];
  it.each(cases)('%s', (_name, before, after, expected) => expect(compareSchemas(before, after)).toEqual(expected));
});

describe('enum values (compareEnumValues)', () => {
  const cases: [string, unknown[] | undefined, unknown[] | undefined, KroChange[]][] = [
    ['identical enums', ['value1'], ['value1'], []],
    ['removed enum value', ['value1', 'value2'], ['value1'], [change('.enum', 'EnumRestricted', '"value2"', '', true)]],
    ['added enum value', ['value1'], ['value1', 'value2'], [change('.enum', 'EnumExpanded', '', '"value2"', false)]],
    ['replaced enum value', ['a', 'b'], ['a', 'c'], [change('.enum', 'EnumRestricted', '"b"', '', true), change('.enum', 'EnumExpanded', '', '"c"', false)]],
    // kro compares enums only when both sides have one.
    ['enum added where there was none', undefined, ['a'], []],
    ['enum dropped', ['a'], undefined, []],
    ['numbers compare as their JSON', [1, 2], [1, 3], [change('.enum', 'EnumRestricted', '2', '', true), change('.enum', 'EnumExpanded', '', '3', false)]],
  ];
  it.each(cases)('%s', (_name, before, after, expected) => {
    const side = (values: unknown[] | undefined): Schema => ({ type: 'string', ...(values ? { enum: values } : {}) });
    expect(compareSchemas(side(before), side(after))).toEqual(expected);
  });
});

describe('bounds (compareConstraints)', () => {
  // Lower bounds break when added or raised, upper bounds when added or lowered; removing either never breaks.
  const cases: [string, number | undefined, number | undefined, KroChangeType | undefined, boolean][] = [
    ['minimum', undefined, 1, 'MinimumAdded', true],
    ['minimum', 1, undefined, 'MinimumRemoved', false],
    ['minimum', 1, 2, 'MinimumIncreased', true],
    ['minimum', 2, 1, 'MinimumDecreased', false],
    ['minimum', 2, 2, undefined, false],
    ['maximum', undefined, 10, 'MaximumAdded', true],
    ['maximum', 10, undefined, 'MaximumRemoved', false],
    ['maximum', 10, 5, 'MaximumDecreased', true],
    ['maximum', 5, 10, 'MaximumIncreased', false],
    ['minLength', undefined, 1, 'MinLengthAdded', true],
    ['minLength', 1, undefined, 'MinLengthRemoved', false],
    ['minLength', 1, 3, 'MinLengthIncreased', true],
    ['minLength', 3, 1, 'MinLengthDecreased', false],
    ['maxLength', undefined, 63, 'MaxLengthAdded', true],
    ['maxLength', 63, undefined, 'MaxLengthRemoved', false],
    ['maxLength', 63, 10, 'MaxLengthDecreased', true],
    ['maxLength', 10, 63, 'MaxLengthIncreased', false],
    ['minItems', undefined, 1, 'MinItemsAdded', true],
    ['minItems', 1, undefined, 'MinItemsRemoved', false],
    ['minItems', 1, 2, 'MinItemsIncreased', true],
    ['minItems', 2, 1, 'MinItemsDecreased', false],
    ['maxItems', undefined, 5, 'MaxItemsAdded', true],
    ['maxItems', 5, undefined, 'MaxItemsRemoved', false],
    ['maxItems', 5, 3, 'MaxItemsDecreased', true],
    ['maxItems', 3, 5, 'MaxItemsIncreased', false],
  ];
  it.each(cases)('%s %s → %s: %s (breaking %s)', (key, before, after, type, breaking) => {
    const side = (value: number | undefined): Schema => ({ type: 'integer', ...(value === undefined ? {} : { [key]: value }) });
    const show = (value: number | undefined) => (value === undefined ? '' : String(value));
    expect(compareSchemas({ properties: { n: side(before) }, type: 'object' }, { properties: { n: side(after) }, type: 'object' })).toEqual(
      type ? [change(`.properties.n.${key}`, type, show(before), show(after), breaking)] : [],
    );
  });

  it('prints a bound as Go FormatFloat does (0.5, not .5; 1e21 without exponent)', () => {
    expect(compareSchemas({ type: 'number', minimum: 0.5 }, { type: 'number', minimum: 1e21 })).toEqual([
      change('.minimum', 'MinimumIncreased', '0.5', '1000000000000000000000', true),
    ]);
  });

  // strconv.FormatFloat(f, 'f', -1, 64), as kro prints the old and new bound.
  it.each([
    [0.5, '0.5'],
    [-2.5, '-2.5'],
    [1e-7, '0.0000001'],
    [1.5e-7, '0.00000015'],
    [-1e-7, '-0.0000001'],
    [-2.25e-10, '-0.000000000225'],
    [1e21, '1000000000000000000000'],
    [1.2345e21, '1234500000000000000000'],
    [-1e21, '-1000000000000000000000'],
    [-1.5e22, '-15000000000000000000000'],
  ])('formats %s as %s', (value, text) => expect(formatNumber(value)).toBe(text));

  it('reads a null bound as absent, as Go does for a *float64 or *int64 field', () => {
    expect(compareSchemas({ type: 'integer', minimum: null, maxLength: null }, { type: 'integer', minimum: 1, maxLength: 3 })).toEqual([
      change('.minimum', 'MinimumAdded', '', '1', true),
      change('.maxLength', 'MaxLengthAdded', '', '3', true),
    ]);
    expect(compareSchemas({ type: 'integer', maximum: 5 }, { type: 'integer', maximum: null })).toEqual([change('.maximum', 'MaximumRemoved', '5', '', false)]);
  });
});

describe('array items (compareArrayItems)', () => {
  const list = (items?: Schema): Schema => ({ type: 'array', ...(items ? { items } : {}) });
  const cases: [string, Schema, Schema, KroChange[]][] = [
    ['item type changed', list({ type: 'string' }), list({ type: 'integer' }), [change('.items.type', 'TypeChanged', 'string', 'integer', true)]],
    [
      'item bound tightened',
      list({ type: 'string', maxLength: 10 }),
      list({ type: 'string', maxLength: 5 }),
      [change('.items.maxLength', 'MaxLengthDecreased', '10', '5', true)],
    ],
    ['items removed', list({ type: 'string' }), list(), [change('.items', 'PropertyRemoved', '', '', true)]],
    ['items added', list(), list({ type: 'string' }), [change('.items', 'PropertyAdded', '', '', false)]],
    [
      'items of objects are compared field by field',
      list(object({ a: { type: 'string' } })),
      list(object({})),
      [change('.items.properties.a', 'PropertyRemoved', '', '', true)],
    ],
  ];
  it.each(cases)('%s', (_name, before, after, expected) => expect(compareSchemas(before, after)).toEqual(expected));

  it('arrays without items on either side are no change', () => {
    expect(compareSchemas(list(), list())).toEqual([]);
  });

  it('compares no items when a side is not an array', () => {
    expect(compareSchemas({ type: 'object', items: { type: 'string' } }, { type: 'object', items: { type: 'integer' } })).toEqual([]);
  });
});

describe('what kro says about each change (Change.Description, constraintDescription)', () => {
  const cases: [KroChange, string][] = [
    [change('.properties.spec.properties.replicas', 'PropertyRemoved', '', '', true), 'Property replicas was removed'],
    [change('.properties.spec.properties.replicas', 'PropertyAdded', '', '', false), 'Optional property replicas was added'],
    // kro compares NewValue with "required" but records "required=true": it says "Optional" here too.
    [change('.properties.spec.properties.replicas', 'PropertyAdded', 'required=false', 'required=true', true), 'Optional property replicas was added'],
    [change('.properties.spec.properties.replicas', 'PropertyAdded', '', 'required', true), 'Required property replicas was added'],
    [change('.properties.spec.properties.replicas.type', 'TypeChanged', 'integer', 'string', true), 'Type changed from integer to string'],
    [change('.properties.spec.required', 'RequiredAdded', '', 'name', true), 'Field name is newly required'],
    [change('.properties.spec.required', 'RequiredRemoved', 'name', '', false), 'Field name is no longer required'],
    [change('.properties.spec.properties.tier.enum', 'EnumRestricted', '"gold"', '', true), 'Enum value "gold" was removed'],
    [change('.properties.spec.properties.tier.enum', 'EnumExpanded', '', '"gold"', false), 'Enum value "gold" was added'],
    [change('.pattern', 'PatternChanged', '^a$', '^b$', true), 'Validation pattern changed from ^a$ to ^b$'],
    [change('.pattern', 'PatternAdded', '', '^b$', true), 'Validation pattern ^b$ was added'],
    [change('.pattern', 'PatternRemoved', '^a$', '', false), 'Validation pattern ^a$ was removed'],
    [change('.properties.spec.required', 'RequiredDefaultRemoved', 'name', '', true), 'Default value removed from required field name'],
    [change('.description', 'DescriptionChanged', 'a', 'b', false), 'Description field was changed from a to b'],
    [change('.description', 'DescriptionChanged', '', 'b', false), 'Description b was added'],
    [change('.description', 'DescriptionChanged', 'a', '', false), 'Description a was removed'],
    [change('.default', 'DefaultChanged', '1', '2', false), 'Default value was changed from 1 to 2'],
    [change('.default', 'DefaultChanged', '', '2', false), 'Default value 2 was added'],
    [change('.default', 'DefaultChanged', '1', '', false), 'Default value 1 was removed'],
    [change('version.additionalPrinterColumns', 'AdditionalPrinterColumnsChanged', '', '', false), 'Additional printer columns were changed'],
    [change('.minimum', 'MinimumAdded', '', '1', true), 'Minimum constraint 1 was added'],
    [change('.maxLength', 'MaxLengthRemoved', '63', '', false), 'MaxLength constraint 63 was removed'],
    [change('.minItems', 'MinItemsIncreased', '1', '2', true), 'MinItems was increased from 1 to 2'],
    [change('.maximum', 'MaximumDecreased', '10', '5', true), 'Maximum was decreased from 10 to 5'],
    // An absent value is never printed as nothing (issue 26).
    [change('version', 'TypeChanged', 'v1', '', true), 'Type changed from v1 to absent'],
  ];
  it.each(cases)('%j → %s', (c, text) => expect(describeKroChange(c)).toBe(text));

  it('names a change type it does not know by its path', () => {
    expect(describeKroChange({ ...change('.x', 'MinimumAdded', '', '1', true), type: 'Unheard' as KroChangeType })).toBe('Unknown change to .x');
    // A bound-shaped name inside a longer type (a newer kro's) is not a bound change.
    expect(describeKroChange({ ...change('.x', 'MinimumAdded', '', '1', true), type: 'ExclusiveMinimumAdded' as KroChangeType })).toBe('Unknown change to .x');
    expect(describeKroChange({ ...change('.x', 'MinimumAdded', '', '1', true), type: 'MaxItemsIncreasedByDefault' as KroChangeType })).toBe(
      'Unknown change to .x',
    );
  });

  it('summarizes only the breaking changes, three at most (Report.String)', () => {
    const removed = (name: string) => change(`.properties.${name}`, 'PropertyRemoved', '', '', true);
    const added = change('.properties.z', 'PropertyAdded', '', '', false);
    expect(summarizeBreaking([added, removed('a'), removed('b'), removed('c')])).toBe('Property a was removed; Property b was removed; Property c was removed');
    expect(summarizeBreaking([added])).toBe('no breaking changes');
    expect(summarizeBreaking([removed('a'), removed('b'), removed('c'), removed('d')])).toBe(
      'Property a was removed; Property b was removed; Property c was removed; and 1 more changes',
    );
  });
});

describe('the decision on the CRD (CompareVersions, Ensure)', () => {
  const crd = (over: Partial<InstanceCrd> = {}): InstanceCrd => ({
    name: 'webapps.kro.run',
    group: 'kro.run',
    kind: 'WebApp',
    version: 'v1alpha1',
    scope: 'Namespaced',
    served: true,
    statusSubresource: true,
    schema: object({ spec: object({ replicas: { type: 'integer' } }) }),
    printerColumns: [{ name: 'State', jsonPath: '.status.state', type: 'string' }],
    ...over,
  });

  it('a renamed version is one breaking TypeChanged and nothing else', () => {
    expect(compareCrdVersions(crd(), crd({ version: 'v1', schema: object({}) }))).toEqual([change('version', 'TypeChanged', 'v1alpha1', 'v1', true)]);
  });
  it('no longer served is breaking', () =>
    expect(compareCrdVersions(crd(), crd({ served: false }))).toEqual([change('version.served', 'TypeChanged', 'true', 'false', true)]));
  it('served again is no change', () => expect(compareCrdVersions(crd({ served: false }), crd())).toEqual([]));
  it('a dropped status subresource is breaking', () =>
    expect(compareCrdVersions(crd(), crd({ statusSubresource: false }))).toEqual([change('version.subresources.status', 'PropertyRemoved', '', '', true)]));
  it('an added status subresource is no change', () => expect(compareCrdVersions(crd({ statusSubresource: false }), crd())).toEqual([]));
  it('changed printer columns are a non-breaking change', () =>
    expect(compareCrdVersions(crd(), crd({ printerColumns: [] }))).toEqual([
      change('version.additionalPrinterColumns', 'AdditionalPrinterColumnsChanged', '', '', false),
    ]));

  it('skips an update without any change ("CRD is up-to-date")', () => expect(decideCrdUpdate(crd(), crd(), false)).toEqual({ changes: [], action: 'skip' }));
  it('updates for non-breaking changes only: an added optional field', () => {
    const wider = crd({ schema: object({ spec: object({ replicas: { type: 'integer' }, image: { type: 'string' } }) }) });
    expect(decideCrdUpdate(crd(), wider, false)).toEqual({
      changes: [change('.properties.spec.properties.image', 'PropertyAdded', '', '', false)],
      action: 'update',
    });
  });
  it('refuses a change set that mixes breaking and non-breaking changes', () => {
    const mixed = crd({ schema: object({ spec: object({ image: { type: 'string' } }) }) });
    expect(decideCrdUpdate(crd(), mixed, false)).toEqual({
      changes: [
        change('.properties.spec.properties.replicas', 'PropertyRemoved', '', '', true),
        change('.properties.spec.properties.image', 'PropertyAdded', '', '', false),
      ],
      action: 'refuse',
      refusal: 'cannot update CRD webapps.kro.run: breaking changes detected: Property replicas was removed',
    });
  });
  it("refuses a breaking change with kro's message", () => {
    const narrower = crd({ schema: object({ spec: object({}) }) });
    expect(decideCrdUpdate(crd(), narrower, false)).toEqual({
      changes: [change('.properties.spec.properties.replicas', 'PropertyRemoved', '', '', true)],
      action: 'refuse',
      refusal: 'cannot update CRD webapps.kro.run: breaking changes detected: Property replicas was removed',
    });
  });
  it('updates despite a breaking change with allowBreakingChanges, keeping the message', () => {
    const narrower = crd({ schema: object({ spec: object({}) }) });
    expect(decideCrdUpdate(crd(), narrower, true)).toMatchObject({
      action: 'update',
      refusal: 'cannot update CRD webapps.kro.run: breaking changes detected: Property replicas was removed',
    });
  });
});

/**
 * kro v0.10's rules (PR #1430 as on main): TestCompareConservativeCRDComparisonFeatureGate
 * (each schema pair by default and with ConservativeCRDComparison), TestCompareValidationFacets,
 * TestCompareValidationRules and TestCompareAdditionalPropertiesSchema of
 * `pkg/graph/crd/compat/schema_facets_test.go`, on the same schemas.
 */
describe('compareSchemas with kro v0.10 rules', () => {
  const v010: KroCompatRules = { release: 'v0.10', conservative: false };
  const conservative: KroCompatRules = { release: 'v0.10', conservative: true };
  const breakingTypes = (changes: KroChange[]) => changes.filter((c) => c.breaking).map((c) => c.type);
  const gateTable: [string, Schema, Schema, KroChangeType, boolean][] = [
    ['CEL validation', { type: 'object' }, { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.size() < 2' }] }, 'ValidationRulesChanged', false],
    ['format', { type: 'integer', format: 'int32' }, { type: 'integer', format: 'int64' }, 'FormatChanged', false],
    [
      'map value property',
      { type: 'object', additionalProperties: { type: 'object', properties: { removed: { type: 'string' } } } },
      { type: 'object', additionalProperties: { type: 'object' } },
      'PropertyRemoved',
      false,
    ],
    ['enum constraint added', { type: 'string' }, { type: 'string', enum: ['value'] }, 'EnumConstraintAdded', true],
    ['nullable removed', { type: 'string', nullable: true }, { type: 'string' }, 'NullableRemoved', true],
    [
      'unknown-field preservation removed',
      { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      { type: 'object' },
      'PreserveUnknownFieldsRemoved',
      true,
    ],
    ['unclassified constraint', { type: 'array' }, { type: 'array', uniqueItems: true }, 'UnclassifiedSchemaChange', false],
  ];
  it.each(gateTable)('%s: breaking by default = %s, always with ConservativeCRDComparison', (_name, before, after, type, byDefault) => {
    expect(breakingTypes(compareSchemas(before, after, v010))).toEqual(byDefault ? [type] : []);
    expect(breakingTypes(compareSchemas(before, after, conservative))).toEqual([type]);
    // kro v0.9 sees none of them.
    expect(compareSchemas(before, after, V0_9_RULES)).toEqual([]);
  });
  it('the gate has no effect on kro v0.9 (compatRulesFor)', () => {
    expect(compatRulesFor(KRO_V0_9_4, { ...DEFAULT_FEATURE_GATES, ConservativeCRDComparison: true })).toEqual(V0_9_RULES);
    expect(compatRulesFor(KRO_V0_10_0)).toEqual(v010);
    expect(compatRulesFor(KRO_V0_10_0, { ...DEFAULT_FEATURE_GATES, ConservativeCRDComparison: true })).toEqual(conservative);
  });

  const facets: [string, Schema, Schema, KroChange[]][] = [
    ['nullable removed', { type: 'string', nullable: true }, { type: 'string' }, [change('.nullable', 'NullableRemoved', 'true', 'false', true)]],
    ['nullable added', { type: 'string' }, { type: 'string', nullable: true }, [change('.nullable', 'NullableAdded', 'false', 'true', false)]],
    ['format added', { type: 'string' }, { type: 'string', format: 'date-time' }, [change('.format', 'FormatChanged', '', 'date-time', true)]],
    ['format removed', { type: 'string', format: 'date-time' }, { type: 'string' }, [change('.format', 'FormatRemoved', 'date-time', '', false)]],
    [
      'preserve unknown fields added',
      { type: 'object' },
      { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      [change('.x-kubernetes-preserve-unknown-fields', 'PreserveUnknownFieldsAdded', 'false', 'true', false)],
    ],
    [
      'list type changed from atomic to set is breaking',
      { type: 'array', 'x-kubernetes-list-type': 'atomic' },
      { type: 'array', 'x-kubernetes-list-type': 'set' },
      [change('.x-kubernetes-list-type', 'TopologyChanged', '"atomic"', '"set"', true)],
    ],
    [
      'list map keys changed',
      { type: 'array', 'x-kubernetes-list-map-keys': ['name'] },
      { type: 'array', 'x-kubernetes-list-map-keys': ['id'] },
      [change('.x-kubernetes-list-map-keys', 'TopologyChanged', '["name"]', '["id"]', true)],
    ],
    ['default list type made explicit', { type: 'array' }, { type: 'array', 'x-kubernetes-list-type': 'atomic' }, []],
    [
      'list map keys reordered',
      { type: 'array', 'x-kubernetes-list-map-keys': ['namespace', 'name'] },
      { type: 'array', 'x-kubernetes-list-map-keys': ['name', 'namespace'] },
      [],
    ],
    [
      'map type added',
      { type: 'object' },
      { type: 'object', 'x-kubernetes-map-type': 'granular' },
      [change('.x-kubernetes-map-type', 'TopologyChanged', 'null', '"granular"', true)],
    ],
    [
      'unclassified constraint fails closed',
      { type: 'array' },
      { type: 'array', uniqueItems: true },
      [change('.uniqueItems', 'UnclassifiedSchemaChange', 'false', 'true', true)],
    ],
    ['an empty allOf is none', { type: 'object' }, { type: 'object', allOf: [] }, []],
    [
      'CEL rule added',
      { type: 'object' },
      { type: 'object', 'x-kubernetes-validations': [{ message: 'm', rule: 'self.size() < 2' }] },
      [change('.x-kubernetes-validations', 'ValidationRulesChanged', 'null', '[{"rule":"self.size() < 2","message":"m"}]', true)],
    ],
    [
      'CEL rule changed',
      { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.size() < 2' }] },
      { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.size() < 3' }] },
      [change('.x-kubernetes-validations', 'ValidationRulesChanged', '[{"rule":"self.size() < 2"}]', '[{"rule":"self.size() < 3"}]', true)],
    ],
    [
      'CEL rules removed',
      { type: 'object', 'x-kubernetes-validations': [{ rule: 'self.size() < 2' }] },
      { type: 'object' },
      [change('.x-kubernetes-validations', 'ValidationRulesChanged', '[{"rule":"self.size() < 2"}]', 'null', false)],
    ],
    ['no CEL rules and an empty list are the same', { type: 'object' }, { type: 'object', 'x-kubernetes-validations': [] }, []],
    [
      'removed map value property is breaking',
      { type: 'object', additionalProperties: { type: 'object', properties: { keep: { type: 'string' }, removed: { type: 'string' } } } },
      { type: 'object', additionalProperties: { type: 'object', properties: { keep: { type: 'string' } } } },
      [change('.additionalProperties.properties.removed', 'PropertyRemoved', '', '', true)],
    ],
    [
      'adding a map value schema is non-breaking',
      { type: 'object' },
      { type: 'object', additionalProperties: { type: 'object' } },
      [change('.additionalProperties', 'AdditionalPropertiesChanged', 'null', '{"type":"object"}', false)],
    ],
    [
      'constraining additional properties (true to a schema) is breaking',
      { type: 'object', additionalProperties: true },
      { type: 'object', additionalProperties: { type: 'string' } },
      [change('.additionalProperties', 'AdditionalPropertiesChanged', 'true', '{"type":"string"}', true)],
    ],
    [
      'disabling additional properties is breaking',
      { type: 'object', additionalProperties: { type: 'string' } },
      { type: 'object', additionalProperties: false },
      [change('.additionalProperties', 'AdditionalPropertiesChanged', '{"type":"string"}', 'false', true)],
    ],
  ];
  it.each(facets)('ConservativeCRDComparison: %s', (_name, before, after, expected) => expect(compareSchemas(before, after, conservative)).toEqual(expected));

  it('an enum constraint removed is non-breaking and carries the old list', () =>
    expect(compareSchemas({ type: 'string', enum: ['a', 'b'] }, { type: 'string' }, v010)).toEqual([
      change('.enum', 'EnumConstraintRemoved', '["a","b"]', '', false),
    ]));
  it('enum values changed on both sides stay EnumRestricted / EnumExpanded', () =>
    expect(compareSchemas({ type: 'string', enum: ['a'] }, { type: 'string', enum: ['b'] }, v010)).toEqual([
      change('.enum', 'EnumRestricted', '"a"', '', true),
      change('.enum', 'EnumExpanded', '', '"b"', false),
    ]));
  it('a type change still stops the comparison', () =>
    expect(compareSchemas({ type: 'string', nullable: true }, { type: 'integer', format: 'int32' }, conservative)).toEqual([
      change('.type', 'TypeChanged', 'string', 'integer', true),
    ]));
  it("describes every v0.10 change type with the words kro's test asserts (changes_coverage_test.go)", () => {
    const words: [KroChange, string[]][] = [
      [change('spec.e', 'EnumConstraintAdded', '', '[blue]', true), ['Enum constraint', '[blue]', 'added']],
      [change('spec.e', 'EnumConstraintRemoved', '[blue]', '', false), ['Enum constraint', '[blue]', 'removed']],
      [change('spec.v', 'ValidationRulesChanged', '', '', true), ['Validation rules', 'spec.v']],
      [change('spec.n', 'NullableRemoved', '', '', true), ['Nullable values', 'no longer allowed', 'spec.n']],
      [change('spec.n', 'NullableAdded', '', '', false), ['Nullable values', 'now allowed', 'spec.n']],
      [change('spec.f', 'FormatChanged', 'date', 'date-time', true), ['Format changed', 'date', 'date-time']],
      [change('spec.f', 'FormatRemoved', 'date', '', false), ['Format', 'date', 'removed']],
      [change('spec.m', 'AdditionalPropertiesChanged', '', '', true), ['Additional properties', 'spec.m']],
      [change('spec.u', 'PreserveUnknownFieldsRemoved', '', '', true), ['Unknown fields', 'no longer preserved', 'spec.u']],
      [change('spec.u', 'PreserveUnknownFieldsAdded', '', '', false), ['Unknown fields', 'now preserved', 'spec.u']],
      [change('spec.t', 'TopologyChanged', '', '', true), ['topology changed', 'spec.t']],
      [change('spec.x', 'UnclassifiedSchemaChange', '', '', true), ['Schema field', 'spec.x', 'cannot be classified safely']],
    ];
    for (const [c, expected] of words) for (const word of expected) expect(describeKroChange(c)).toContain(word);
  });
});

describe('what kro misses, per release (findMissedChanges)', () => {
  const v010: KroCompatRules = { release: 'v0.10', conservative: false };
  const types = (before: Schema, after: Schema, rules: KroCompatRules) => findMissedChanges(before, after, rules).map((c) => c.type);
  it('kro v0.9 misses an added enum, kro v0.10 does not', () => {
    expect(types({ type: 'string' }, { type: 'string', enum: ['a'] }, V0_9_RULES)).toEqual(['EnumAdded']);
    expect(types({ type: 'string' }, { type: 'string', enum: ['a'] }, v010)).toEqual([]);
  });
  it('kro v0.10 sees nullable but not a CEL rule, and nothing below a map value', () => {
    expect(types({ type: 'string', nullable: true }, { type: 'string' }, v010)).toEqual([]);
    expect(types({ type: 'string' }, { type: 'string', 'x-kubernetes-validations': [{ rule: 'self != ""' }] }, v010)).toEqual(['ValidationRuleAdded']);
    expect(
      types({ type: 'object', additionalProperties: { type: 'string' } }, { type: 'object', additionalProperties: { type: 'string', enum: ['a'] } }, v010),
    ).toEqual(['EnumAdded']);
  });
  it('with ConservativeCRDComparison kro misses nothing', () =>
    expect(
      types({ type: 'string' }, { type: 'string', 'x-kubernetes-validations': [{ rule: 'self != ""' }] }, { release: 'v0.10', conservative: true }),
    ).toEqual([]));
});
