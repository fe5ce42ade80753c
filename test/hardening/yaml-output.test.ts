/**
 * Output through the CLI binary with strings that YAML 1.1 readers (go-yaml: kubectl,
 * kro, Flux) break lines at: the written YAML holds none of them raw, and a YAML 1.1
 * reader sees the same data as rgdc. Before the safe string rule, a rule value with LS
 * added `postRenderers` to the HelmRelease for go-yaml.
 */
import { describe, expect, it } from 'vitest';
import { rgdc } from '../support/cli.js';
// @ts-expect-error: plain ESM script without types
import { CONFIG_HEAD } from '../../scripts/hostile-inputs.mjs';
import { readYaml11, readYaml12 } from '../support/yaml11.js';

const RAW_UNSAFE = /[\x7f-\x9f\u2028\u2029\ufeff]/;

const CONFIG = `${CONFIG_HEAD as string}configuration:
  defaults:
    message: "hi\\u2028spec:\\u2028  postRenderers: []"
    other: "a\\x85b\\x7f\\ufeff"
    switch: "on"
  schema:
    type: object
    properties:
      message: {type: string}
      other: {type: string}
      switch: {type: string}
  rules:
    - value: "x\\u2028  postRenderers:\\u2028    - kustomize: {}"
      path: ui.message
    - value: (( other ))
      path: other
    - value: "yes"
      path: "ui[\\"a\\u2029b\\"]"
`;

describe('YAML output for every reader', () => {
  it('compile writes line-break characters escaped; YAML 1.1 reads the same data', () => {
    const run = rgdc(['compile', '-', '--emit', 'rgd,instance'], CONFIG);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
    expect(run.stdout).toContain('\\L  postRenderers:\\L');
    expect(readYaml11(run.stdout)).toEqual(readYaml12(run.stdout));
    const helmRelease = JSON.stringify(readYaml11(run.stdout));
    expect(helmRelease).not.toContain('"postRenderers":');
  });

  it('the compiled RGD checks clean and keeps the strings', () => {
    const rgd = rgdc(['compile', '-'], CONFIG).stdout;
    const check = rgdc(['check', '-'], rgd);
    expect(check.code).toBe(0);
    expect(JSON.stringify(readYaml12(rgd))).toContain('x\\u2028  postRenderers:\\u2028    - kustomize: {}'.replace(/\\u2028/g, '\u2028'));
  });
});
