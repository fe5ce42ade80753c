/**
 * One parse per expression in preview (`src/kro/type-check/shared-parse.ts`): analysis
 * walks the programs typing keeps in the RGD's base environment instead of parsing each
 * text with the inspector's parser. That must change nothing:
 *
 * - the nodes analysis reads (op, args, start, end) are the inspector parser's, for every
 *   expression of every differential input (corpus RGDs, compiled fixtures, kro cases,
 *   preview fixtures), and both parsers refuse the same texts with the same message;
 * - `checkDocument` with programs kept (preview), and with each expression typed as it is
 *   parsed and not kept (one preview, `evaluateOnce`), reports the same diagnostics and
 *   hands on the same analysis and dependencies as without (`rgdc check`).
 */
import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { keptProgramAst } from '../../src/cel/programs.js';
import { scanTemplate } from '../../src/template/scanner.js';
import { rewriteSource } from '../../src/cel/source.js';
import { createTemplateValidator } from '../../src/kube/openapi-validator.js';
import { checkDocument } from '../../src/kro/check-document.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { differentialInputs } from './differential/inputs.js';

const inputs = differentialInputs();

/** The nodes as analysis sees them: kro's macro records left out. */
function shape(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shape);
  if (typeof node === 'bigint') return `${node}n`;
  if (node === null || typeof node !== 'object') return node;
  const n = node as { op?: unknown; args?: unknown; start?: unknown; end?: unknown };
  if (typeof n.op === 'string') return { op: n.op, start: n.start, end: n.end, args: shape(n.args) };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, shape(value)]));
}

function expressionsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.includes('${')) {
      const scan = scanTemplate(value);
      if (!scan.error) for (const part of scan.parts) if (part.kind === 'expression') out.add(part.expression);
    }
  } else if (Array.isArray(value))
    value.forEach((item) => {
      expressionsOf(item, out);
    });
  else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((item) => {
      expressionsOf(item, out);
    });
  return out;
}

describe('analysis on the kept programs', () => {
  it('sees the inspector parser’s nodes, and the same refusals', () => {
    const texts = new Set<string>();
    for (const input of inputs) expressionsOf(input.document.value, texts);
    expect(texts.size).toBeGreaterThan(900);
    const inspector = new Environment({ unlistedVariablesAreDyn: true, enableOptionalTypes: true });
    const kro = createKroEnvironment({ resources: new Map() }).env;
    let refused = 0;
    for (const text of texts) {
      const source = rewriteSource(text).text;
      let expected: unknown;
      try {
        expected = shape(inspector.parse(source).ast);
      } catch (error) {
        expected = { error: (error as Error).message };
      }
      const kept = keptProgramAst(kro, text);
      if (kept === undefined) {
        refused++;
        expect(expected, text).toHaveProperty('error');
        expect(() => kro.parse(source), text).toThrow((expected as { error: string }).error);
      } else expect(shape(kept), text).toStrictEqual(expected);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('changes no diagnostic and no analysis of check', () => {
    const validator = () => createTemplateValidator();
    let compared = 0;
    let deferred = 0;
    for (const input of inputs) {
      const run = (keepPrograms: boolean, evaluateOnce = false) => {
        const diagnostics: Diagnostic[] = [];
        const checked = checkDocument(input.document, input.schemas, validator, (d) => diagnostics.push(d), { keepPrograms, evaluateOnce });
        // One preview leaves most typing until after its walk; here nothing is evaluated first.
        if (checked?.deferredTyping?.pending) deferred++;
        checked?.deferredTyping?.finish();
        return {
          diagnostics,
          sites: checked?.expressions.sites.map((s) => [s.site.path, s.expressions]),
          dependencies: checked ? [...checked.expressions.dependencies] : undefined,
        };
      };
      const alone = run(false);
      expect(run(true), input.name).toStrictEqual(alone);
      // One preview: nothing kept but collections' programs, the rest typed when finished.
      expect(run(true, true), input.name).toStrictEqual(alone);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
    expect(deferred).toBeGreaterThan(100);
  });
});
