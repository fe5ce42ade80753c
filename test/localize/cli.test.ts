/**
 * `rgdc localize` on the command line, in process through `runLocalize`: exit codes
 * (0 ok with warnings, 1 input errors, 2 usage, 3 io), the change log and diagnostics on
 * stderr, the file on stdout or written atomically with `-o`, and `--json`.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suiteCase } from '../support/suite.js';
import { describe, expect, it } from 'vitest';
import { runLocalize, type LocalizeCommandOptions } from '../../src/cli/commands/localize.js';
import { EXIT } from '../../src/cli/exit-codes.js';
import { captureCliOutput, usageError } from '../support/in-process-cli.js';

const CASES = 'test/fixtures/localize';
const HELM = `${CASES}/helm-values`;
const IMAGE = 'image=ghcr.io/stefanprodan/podinfo:6.9.1@sha256:262578cde928d5c9eba3bce079976444f624c13ed0afb741d90d5423877496cb';
const helm: LocalizeCommandOptions = { configData: `${HELM}/configdata.yaml`, values: `${HELM}/values.yaml`, image: [IMAGE] };

const output = captureCliOutput();

describe('runLocalize', () => {
  it('exit 0: the mutated file on output.stdout(), one change per line and the infos on stderr', () => {
    expect(runLocalize(`${HELM}/input.yaml`, helm)).toBe(EXIT.ok);
    expect(output.stdout()).toBe(readFileSync(`${HELM}/output.yaml`, 'utf8'));
    const lines = output.stderr().split('\n');
    expect(lines).toContain('replicaCount: 1 -> 3 (configuration.rules[0])');
    expect(lines).toContain('extraArgs[0]: (unset) -> --level=info (configuration.rules[3])');
    expect(lines).toContain('podAnnotations["prometheus.io/scrape"]: (unset) -> "true" (configuration.rules[4])');
    expect(lines).toContain('image.tag: 6.9.0 -> 6.9.1 (localization[0])');
    expect(output.stderr()).toContain('info localize_secret_at_deploy: `database.password` would be read from Secret `podinfo-database`');
  });

  it('logs manifest changes with their object', () => {
    const dir = `${CASES}/kustomize-manifests`;
    const args = suiteCase<{ images: Record<string, string> }>('localize', 'kustomize-manifests').config as { images: Record<string, string> };
    const image = Object.entries(args.images).map(([k, v]) => `${k}=${v}`);
    expect(runLocalize(`${dir}/input.yaml`, { configData: `${dir}/configdata.yaml`, values: `${dir}/values.yaml`, image })).toBe(EXIT.ok);
    expect(output.stderr()).toContain('Deployment/podinfo spec.replicas: 1 -> 3 (configuration.rules[0])\n');
    expect(output.stderr()).toContain('Deployment/redis spec.replicas: ${REDIS_REPLICAS} -> 3 (configuration.rules[5])\n');
    expect(output.stderr()).toContain('warning localize_unset_variable');
    expect(output.stderr()).toContain('0 errors, 1 warning');
  });

  it('--json: one object with ok, diagnostics, output and changes', () => {
    expect(runLocalize(`${HELM}/input.yaml`, { ...helm, json: true })).toBe(EXIT.ok);
    expect(output.stderr()).toBe('');
    const out = JSON.parse(output.stdout());
    expect(out.ok).toBe(true);
    expect(out.diagnostics.map((d: { code: string }) => d.code)).toEqual(['localize_secret_at_deploy']);
    expect(out.result.output).toBe(readFileSync(`${HELM}/output.yaml`, 'utf8'));
    expect(out.result.changes[0]).toEqual({ path: 'replicaCount', old: 1, new: 3, existed: true, rule: 'configuration.rules[0]', document: 0 });
  });

  it('-o writes the file atomically and prints nothing on stdout', () => {
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'rgdc-localize-')), 'values.yaml');
    expect(runLocalize(`${HELM}/input.yaml`, { ...helm, output: target })).toBe(EXIT.ok);
    expect(output.stdout()).toBe('');
    expect(readFileSync(target, 'utf8')).toBe(readFileSync(`${HELM}/output.yaml`, 'utf8'));
  });

  it('exit 1 on schema violations, positioned in the values file', () => {
    const dir = `${CASES}/helm-schema-violation`;
    expect(runLocalize(`${dir}/input.yaml`, { configData: `${dir}/configdata.yaml`, values: `${dir}/values.yaml`, image: ['image=nginx'] })).toBe(
      EXIT.inputErrors,
    );
    expect(output.stdout()).toBe('');
    expect(output.stderr()).toContain(`${dir}/values.yaml:1:11: error localize_invalid_value: parameter \`replicas\` must be integer (got "3")`);
    expect(output.stderr()).toContain(`${dir}/values.yaml:3:1: error localize_invalid_value: \`replica\` is not a parameter of configuration.schema`);
    expect(output.stderr()).toContain(`${dir}/configdata.yaml:17:14: error localize_invalid_value: parameter \`ui.color\``);
    expect(output.stderr()).not.toContain(' -> ');
  });

  it('exit 1 with --json: ok false and no result', () => {
    const dir = `${CASES}/kustomize-patch-failed`;
    expect(runLocalize(`${dir}/input.yaml`, { configData: `${dir}/configdata.yaml`, json: true })).toBe(EXIT.inputErrors);
    const out = JSON.parse(output.stdout());
    expect(out).toMatchObject({ ok: false, result: null });
    expect(out.diagnostics.filter((d: { code: string }) => d.code === 'localize_patch_failed')).toHaveLength(2);
  });

  it('exit 2 on usage errors', () => {
    expect(usageError(() => runLocalize(undefined, helm)).exitCode).toBe(EXIT.usage);
    expect(usageError(() => runLocalize(`${HELM}/input.yaml`, { image: [IMAGE] })).message).toContain('--config-data');
    expect(usageError(() => runLocalize(`${HELM}/input.yaml`, { ...helm, image: ['ghcr.io/x:1'] })).message).toContain('RESOURCE=REF');
    expect(usageError(() => runLocalize(`${HELM}/input.yaml`, { ...helm, image: ['image=Ghcr.io/X'] })).message).toContain('--image image:');
    expect(usageError(() => runLocalize(`${HELM}/input.yaml`, { ...helm, target: 'podinfo' })).message).toContain('KIND/NAME');
    expect(usageError(() => runLocalize('-', { ...helm, values: '-' })).message).toContain('standard input');
  });

  it('exit 3 when a file cannot be read or written', () => {
    expect(runLocalize(`${HELM}/missing.yaml`, helm)).toBe(EXIT.io);
    expect(output.stderr()).toContain('error io_read_failed');
    output.reset();
    expect(runLocalize(`${HELM}/input.yaml`, { ...helm, values: `${HELM}/nope.yaml` })).toBe(EXIT.io);
    expect(output.stderr()).toContain('nope.yaml does not exist');
    expect(runLocalize(`${HELM}/input.yaml`, { ...helm, output: '/nonexistent-dir/values.yaml' })).toBe(EXIT.io);
    expect(output.stderr()).toContain('error io_write_failed');
  });

  it('rejects --target for a Helm ConfigData', () => {
    expect(runLocalize(`${HELM}/input.yaml`, { ...helm, target: 'Deployment/podinfo', json: true })).toBe(EXIT.inputErrors);
    expect(JSON.parse(output.stdout()).diagnostics.map((d: { code: string }) => d.code)).toContain('localize_wrong_file');
  });

  describe('an OCM v1 ConfigData', () => {
    const V1 = '../shared/corpus/ocm/ocm-controller/e2e/testdata/testOCMController/podinfo/backend/config.yaml';
    const deploy = `${CASES}/v1-podinfo-backend-deploy`;
    const saved = `${CASES}/v1-podinfo-backend-file-path/input.yaml`;
    const v1: LocalizeCommandOptions = { configData: V1, values: `${deploy}/values.yaml`, image: [IMAGE] };

    it('applies the rules for the file it is given, with no component', () => {
      expect(runLocalize(`${deploy}/manifests/deploy.yaml`, v1)).toBe(EXIT.ok);
      expect(output.stdout()).toBe(readFileSync(`${deploy}/output.yaml`, 'utf8'));
      expect(output.stderr()).toContain('Deployment/backend spec.replicas: 1 -> 2 (configuration.rules[0])\n');
      expect(output.stderr()).toContain('Deployment/backend spec.template.spec.containers[0].image: ghcr.io/stefanprodan/podinfo:6.2.0 -> ');
    });

    it('--file-path says which file of the resource a file saved elsewhere is', () => {
      expect(runLocalize(saved, { ...v1, filePath: 'manifests/configmap.yaml' })).toBe(EXIT.ok);
      expect(output.stderr()).toContain(
        'ConfigMap/backend-config data.PODINFO_UI_MESSAGE: (unset) -> This is a test message Pipeline Backend (configuration.rules[2])\n',
      );
    });

    it('exit 0 with one warning when no rule names the file, the file unchanged', () => {
      expect(runLocalize(saved, { ...v1, json: true })).toBe(EXIT.ok);
      const result = JSON.parse(output.stdout()) as {
        ok: boolean;
        diagnostics: { code: string; hint?: string }[];
        result: { output: string; changes: unknown[] };
      };
      expect(result.diagnostics.map((d) => d.code)).toEqual(['localize_no_rule_for_file']);
      expect(result.diagnostics[0]!.hint).toContain('--file-path');
      expect(result.result.output).toBe(readFileSync(saved, 'utf8'));
      expect(result.result.changes).toEqual([]);
    });

    it('rejects --target (v1 rules select files, not objects)', () => {
      expect(runLocalize(`${deploy}/manifests/deploy.yaml`, { ...v1, target: 'Deployment/backend', json: true })).toBe(EXIT.inputErrors);
      expect(JSON.parse(output.stdout()).diagnostics.map((d: { code: string }) => d.code)).toEqual(['localize_wrong_file']);
    });

    it('exit 2 on an empty --file-path', () => {
      expect(usageError(() => runLocalize(saved, { ...v1, filePath: ' ' })).message).toContain('--file-path');
    });
  });
});
