/**
 * Resolves rule values against the configuration parameters: spiff placeholders become
 * typed references, literals stay literals. Shared by Helm and kustomize delivery.
 */
import type { ParameterInfo } from '../../../simpleschema/index.js';
import { suggestName } from '../../../util/did-you-mean.js';
import type { FieldPath } from '../../../source/types.js';
import { firstAbsentSegment } from './presence.js';
import type { AnalysisReporter } from './reporter.js';
import type { ValueSource } from './types.js';
import { parseRuleValue } from '../../../configdata/value-expression.js';
import { APPEND, parseValuesPath, type ValuesPath } from '../../../configdata/values-path.js';

/** Turns rule values and paths into sources, reporting what cannot be resolved. */
export class RuleResolver {
  private readonly byPath: Map<string, ParameterInfo>;
  /** Dotted paths of the parameters some rule reads. */
  private readonly read = new Set<string>();

  constructor(
    private readonly parameters: readonly ParameterInfo[],
    private readonly at: AnalysisReporter,
    /** Dotted paths of parameters whose written default was reported invalid. */
    private readonly invalidDefaults: readonly string[] = [],
  ) {
    this.byPath = new Map(parameters.map((p) => [p.path.join('.'), p]));
  }

  /** True when the default written for `name` (or an object holding it) was reported invalid. */
  private hasInvalidDefault(name: readonly string[]): boolean {
    return name.some((_, i) => this.invalidDefaults.includes(name.slice(0, i + 1).join('.')));
  }

  /** For each object parameter, the first field below it whose default is applied at use. */
  private defaultsAtUse: Map<string, ParameterInfo> | undefined;

  /**
   * Parses a target path written in a rule; `undefined` after reporting when invalid.
   * `[-]` (append) is only meaningful in kustomize patches: Helm values cannot append.
   */
  path(text: string, origin: FieldPath, options: { append?: boolean } = {}): ValuesPath | undefined {
    const parsed = parseValuesPath(text);
    if ('error' in parsed) {
      this.at('configdata_invalid_path', origin, parsed.error);
      return undefined;
    }
    const appendAt = parsed.path.indexOf(APPEND);
    if (appendAt >= 0 && (!options.append || appendAt !== parsed.path.length - 1)) {
      this.at(
        'configdata_invalid_path',
        origin,
        options.append
          ? '`[-]` (append) can only be the last segment of a path'
          : '`[-]` appends to a list in a kustomize patch; Helm values paths need an index',
      );
      return undefined;
    }
    return parsed.path;
  }

  /** Looks a parameter up by its dotted path. */
  parameter(name: readonly string[], origin: FieldPath): ParameterInfo | undefined {
    const parameter = this.byPath.get(name.join('.'));
    if (parameter) this.read.add(name.join('.'));
    if (!parameter) {
      const suggestion = suggestName(name.join('.'), this.byPath.keys());
      this.at(
        'configdata_undefined_parameter',
        origin,
        `\`${name.join('.')}\` is not a parameter of configuration.schema${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`,
        suggestion === undefined ? {} : { hint: `Write \`(( ${suggestion} ))\`, or define \`${name.join('.')}\` under \`configuration.schema.properties\`.` },
      );
    } else if (this.holdsDefaultAtUse(parameter)) {
      this.at(
        'schema_unrepresentable_default',
        origin,
        `parameter \`${name.join('.')}\` is read whole here, but the default of \`${this.holdsDefaultAtUse(parameter)!.path.join('.')}\` inside it holds a character kro's marker cannot carry and is applied only where that field itself is read`,
        { hint: 'Read the fields one by one in rules, or remove the double quote, backslash or control character from the default.' },
      );
    } else if (firstAbsentSegment(parameter, this.parameters) >= 0 && !parameter.defaultAtUse && !this.hasInvalidDefault(name)) {
      this.at(
        'configdata_optional_parameter',
        origin,
        `parameter \`${name.join('.')}\` is optional and has no default; when an installation leaves it out, this rule writes the ${parameter.type} zero value`,
      );
    }
    return parameter;
  }

  /**
   * The parameters no rule reads, outermost first: a parameter counts as read when it, a
   * field inside it or the object holding it is read. Of an unread object only the object
   * itself is listed, not each of its fields.
   */
  unread(): ParameterInfo[] {
    // Prefix sets instead of comparing every parameter with every read path (quadratic in
    // schemas of thousands of parameters): `read` holds each read path, `within` each of
    // their prefixes; keys join segments with NUL, which no segment holds.
    const read = new Set<string>();
    const within = new Set<string>();
    for (const path of this.read) {
      const segments = path.split('.');
      for (let i = 1; i <= segments.length; i++) within.add(segments.slice(0, i).join('\0'));
      read.add(segments.join('\0'));
    }
    const prefixes = (path: readonly string[]): string[] => path.map((_, i) => path.slice(0, i + 1).join('\0'));
    // Read when a read path is a prefix of the parameter's (or equal), or the parameter's is a prefix of a read path.
    const unread = this.parameters.filter((p) => !within.has(p.path.join('\0')) && !prefixes(p.path).some((k) => read.has(k)));
    const unreadKeys = new Set(unread.map((p) => p.path.join('\0')));
    return unread.filter(
      (p) =>
        !prefixes(p.path)
          .slice(0, -1)
          .some((k) => unreadKeys.has(k)),
    );
  }

  /**
   * A field below `parameter` whose default is applied at use: reading `parameter` whole
   * (an object passed to Helm values) would leave that default out.
   */
  private holdsDefaultAtUse(parameter: ParameterInfo): ParameterInfo | undefined {
    if (!this.defaultsAtUse) {
      // Indexed once by every proper prefix (a scan of all parameters per read is quadratic);
      // the first such field in schema order wins, as a scan would find it.
      this.defaultsAtUse = new Map();
      for (const p of this.parameters) {
        if (!p.defaultAtUse) continue;
        for (let i = 1; i < p.path.length; i++) {
          const key = p.path.slice(0, i).join('\0');
          if (!this.defaultsAtUse.has(key)) this.defaultsAtUse.set(key, p);
        }
      }
    }
    return this.defaultsAtUse.get(parameter.path.join('\0'));
  }

  /** The source of a scalar or string value (objects and lists are the caller's business). */
  scalar(value: unknown, origin: FieldPath): ValueSource | undefined {
    if (typeof value !== 'string') return { kind: 'literal', value, origin };
    const parsed = parseRuleValue(value);
    if ('error' in parsed) {
      this.at('configdata_unsupported_expression', origin, parsed.error);
      return undefined;
    }
    if (parsed.kind === 'literal') return { kind: 'literal', value: parsed.value, origin };
    if (parsed.kind === 'parameter') {
      const parameter = this.parameter(parsed.path, origin);
      return parameter ? { kind: 'parameter', parameter, origin } : undefined;
    }
    const parts: (string | { parameter: ParameterInfo })[] = [];
    for (const part of parsed.parts) {
      if (typeof part === 'string') {
        parts.push(part);
        continue;
      }
      const parameter = this.parameter(part.parameter, origin);
      if (!parameter) return undefined;
      if (!['string', 'integer', 'float', 'boolean'].includes(parameter.type)) {
        this.at(
          'configdata_unsupported_expression',
          origin,
          `parameter \`${part.parameter.join('.')}\` is ${parameter.type === 'array' ? 'a list' : 'an object'} and cannot be embedded in text`,
          {
            hint: 'Use `(( param ))` as the whole value to pass a list or object.',
          },
        );
        return undefined;
      }
      parts.push({ parameter });
    }
    return { kind: 'text', parts, origin };
  }

  /**
   * Walks a value that may be a map or list literal with placeholders inside, calling
   * `leaf` for every scalar (empty maps and lists are leaves too).
   */
  expand(value: unknown, path: ValuesPath, origin: FieldPath, leaf: (path: ValuesPath, source: ValueSource) => void): void {
    if (Array.isArray(value) && value.length > 0) {
      value.forEach((item, i) => {
        this.expand(item, [...path, i], [...origin, i], leaf);
      });
      return;
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const key of Object.keys(value).sort()) this.expand((value as Record<string, unknown>)[key], [...path, key], [...origin, key], leaf);
      return;
    }
    const source = this.scalar(value, origin);
    if (source) leaf(path, source);
  }
}
