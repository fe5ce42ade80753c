/**
 * How rules read configuration parameters at compile time: an unknown name (with the
 * nearest known name), an object or list embedded in text, an optional parameter without
 * default, a parameter no rule reads, and a whole read of an object whose field's default
 * kro's marker cannot carry. Whole diagnostics: code, severity, field, message and hint.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compile } from '../../src/index.js';

const diagnostics = (configuration: object) =>
  compile({
    file: 'c.yaml',
    source: stringify({
      apiVersion: 'rgdc/v1alpha1',
      kind: 'ConfigData',
      metadata: { name: 'podinfo' },
      component: { name: 'acme.org/podinfo', version: '1.0.0', repository: 'ghcr.io/acme/ocm' },
      deploy: { helm: { chart: 'chart' } },
      configuration,
    }),
    selfCheck: false,
  }).diagnostics.map((d) => [d.code, d.severity, d.path, d.message, d.hint]);

const properties = {
  replicas: { type: 'integer' },
  ui: { type: 'object', properties: { color: { type: 'string' }, size: { type: 'string' } } },
  unusedOne: { type: 'string' },
  obj: { type: 'object', properties: { x: { type: 'string' }, y: { type: 'string' } } },
  opt: { type: 'string' },
};
const defaults = { replicas: 2, ui: { color: 'red' } };

describe('rules reading parameters', () => {
  it('name an unknown parameter, with the nearest known name when there is one', () => {
    expect(
      diagnostics({
        defaults,
        schema: { type: 'object', properties },
        rules: [
          { value: '(( replica ))', path: 'a' },
          { value: 'x(( ui ))', path: 'b' },
          { value: '(( zzzzzz ))', path: 'c' },
        ],
      }),
    ).toEqual([
      [
        'configdata_undefined_parameter',
        'error',
        'configuration.rules[0].value',
        '`replica` is not a parameter of configuration.schema; did you mean `replicas`?',
        'Write `(( replicas ))`, or define `replica` under `configuration.schema.properties`.',
      ],
      [
        'configdata_unsupported_expression',
        'error',
        'configuration.rules[1].value',
        'parameter `ui` is an object and cannot be embedded in text',
        'Use `(( param ))` as the whole value to pass a list or object.',
      ],
      [
        'configdata_undefined_parameter',
        'error',
        'configuration.rules[2].value',
        '`zzzzzz` is not a parameter of configuration.schema',
        'Define the parameter under `configuration.schema.properties` or fix the name.',
      ],
    ]);
  });

  it('warn of optional parameters without default and of parameters no rule reads (an unread object once, not per field)', () => {
    const unusedHint = 'Add a rule that reads it (`value: (( name ))`), or remove it from the schema.';
    const optionalHint = "Give the parameter a default in `configuration.defaults`, or list it in the schema's `required`.";
    expect(
      diagnostics({
        defaults,
        schema: { type: 'object', properties },
        rules: [
          { value: '(( replicas ))', path: 'a' },
          { value: '(( ui.color ))', path: 'b' },
          { value: '(( obj.x ))', path: 'c' },
          { value: 'v(( opt ))', path: 'd' },
          { value: 'v(( replicas ))-(( ui.color ))', path: 'e' },
        ],
      }),
    ).toEqual([
      [
        'configdata_unused_parameter',
        'warning',
        'configuration.schema.properties.ui.properties.size',
        'parameter `ui.size` is read by no rule; setting it changes nothing',
        unusedHint,
      ],
      [
        'configdata_unused_parameter',
        'warning',
        'configuration.schema.properties.unusedOne',
        'parameter `unusedOne` is read by no rule; setting it changes nothing',
        unusedHint,
      ],
      [
        'configdata_unused_parameter',
        'warning',
        'configuration.schema.properties.obj.properties.y',
        'parameter `obj.y` is read by no rule; setting it changes nothing',
        unusedHint,
      ],
      [
        'configdata_optional_parameter',
        'warning',
        'configuration.rules[2].value',
        'parameter `obj.x` is optional and has no default; when an installation leaves it out, this rule writes the string zero value',
        optionalHint,
      ],
      [
        'configdata_optional_parameter',
        'warning',
        'configuration.rules[3].value',
        'parameter `opt` is optional and has no default; when an installation leaves it out, this rule writes the string zero value',
        optionalHint,
      ],
    ]);
  });

  it('an invalid default is one error, and reading its object whole with a default kro cannot carry is another', () => {
    expect(
      diagnostics({
        defaults: { replicas: 'two', ui: { color: 'a"b' } },
        schema: { type: 'object', properties: { replicas: { type: 'integer' }, ui: { type: 'object', properties: { color: { type: 'string' } } } } },
        rules: [
          { value: '(( replicas ))', path: 'a' },
          { value: '(( ui ))', path: 'b' },
        ],
      }),
    ).toEqual([
      [
        'configdata_invalid_default',
        'error',
        'configuration.defaults.replicas',
        'default for parameter `replicas` must be an integer, got "two"',
        'Fix the default or the schema so that they agree.',
      ],
      [
        'schema_unrepresentable_default',
        'error',
        'configuration.rules[1].value',
        "parameter `ui` is read whole here, but the default of `ui.color` inside it holds a character kro's marker cannot carry and is applied only where that field itself is read",
        'Read the fields one by one in rules, or remove the double quote, backslash or control character from the default.',
      ],
    ]);
  });

  it('name a nested parameter by its dotted path: unknown (with the nearest known name), embedded list, whole read of an object', () => {
    const nested = {
      ui: {
        type: 'object',
        properties: {
          color: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
          theme: { type: 'object', properties: { accent: { type: 'string' } } },
        },
      },
    };
    expect(
      diagnostics({
        defaults: { ui: { color: 'red', tags: ['a'], theme: { accent: 'say "hi"' } } },
        schema: { type: 'object', properties: nested },
        rules: [
          { value: '(( ui.clr ))', path: 'a' },
          { value: 'x(( ui.tags ))', path: 'b' },
          { value: '(( ui.theme ))', path: 'c' },
        ],
      }),
    ).toEqual([
      [
        'configdata_undefined_parameter',
        'error',
        'configuration.rules[0].value',
        '`ui.clr` is not a parameter of configuration.schema; did you mean `ui.color`?',
        'Write `(( ui.color ))`, or define `ui.clr` under `configuration.schema.properties`.',
      ],
      [
        'configdata_unsupported_expression',
        'error',
        'configuration.rules[1].value',
        'parameter `ui.tags` is a list and cannot be embedded in text',
        'Use `(( param ))` as the whole value to pass a list or object.',
      ],
      [
        'schema_unrepresentable_default',
        'error',
        'configuration.rules[2].value',
        "parameter `ui.theme` is read whole here, but the default of `ui.theme.accent` inside it holds a character kro's marker cannot carry and is applied only where that field itself is read",
        'Read the fields one by one in rules, or remove the double quote, backslash or control character from the default.',
      ],
    ]);
  });

  it('an unknown parameter inside text is one error, not a crash or a second diagnostic', () => {
    expect(diagnostics({ defaults, schema: { type: 'object', properties }, rules: [{ value: 'v(( nope ))-(( replicas ))', path: 'a' }] })).toEqual([
      [
        'configdata_undefined_parameter',
        'error',
        'configuration.rules[0].value',
        '`nope` is not a parameter of configuration.schema',
        'Define the parameter under `configuration.schema.properties` or fix the name.',
      ],
    ]);
  });

  it('a field read below an object whose default is invalid gets no optional-parameter warning: the invalid default is the one error', () => {
    const schema = { type: 'object', properties: { ui: { type: 'object', properties: { color: { type: 'string' } } } } };
    const rules = [{ value: '(( ui.color ))', path: 'a' }];
    const invalid = 'Fix the default or the schema so that they agree.';
    // The object's own default is not an object.
    expect(diagnostics({ defaults: { ui: 'red' }, schema, rules })).toEqual([
      ['configdata_invalid_default', 'error', 'configuration.defaults.ui', 'default for parameter `ui` must be an object, got "red"', invalid],
    ]);
    // The field's default has the wrong type.
    expect(diagnostics({ defaults: { ui: { color: 5 } }, schema, rules })).toEqual([
      ['configdata_invalid_default', 'error', 'configuration.defaults.ui.color', 'default for parameter `ui.color` must be a string, got 5', invalid],
    ]);
    // Without any default the read field is optional, and that is said.
    expect(diagnostics({ schema, rules }).map((d) => [d[0], d[3]])).toEqual([
      [
        'configdata_optional_parameter',
        'parameter `ui.color` is optional and has no default; when an installation leaves it out, this rule writes the string zero value',
      ],
    ]);
  });
});
