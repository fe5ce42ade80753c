/**
 * One parse per expression for preview: the RGD's base environment is built before the
 * expression analysis, and analysis walks the programs typing keeps there
 * (`cel/programs.ts`) instead of parsing every text with the inspector's own parser first.
 * A 1,000-resource preview parsed each of its 8,000 expressions twice before.
 *
 * Only expressions typed in `base` are shared: a forEach resource's templates are typed
 * with its iterators, a collection's readyWhen with `each`, status conditions with
 * `runtime`, each in an environment of its own, so analysis parses those as before. The
 * nodes are the same either way (`test/cel/shared-parse.test.ts`); the kept ASTs carry kro's
 * macro records too, which analysis does not read.
 */
import { keptProgramAst, transientProgramAst } from '../../cel/programs.js';
import type { SharedParse } from '../expressions/index.js';
import type { ExpressionSite } from '../types.js';
import type { PreparedEnvironment } from './environment.js';

/**
 * The shared parse of the expressions of `prepared.model` typed in its base environment.
 * `once` (one preview, each expression evaluated once): the parse is analysis' alone and
 * not kept (`transientProgramAst`); evaluation parses on its own and type-checks there,
 * for typing deferred until after the walk (`./rgd.ts`), without every AST held in
 * between.
 */
export function sharedParse(prepared: PreparedEnvironment, once = false): SharedParse {
  const env = prepared.base.env;
  const { model, collections } = prepared;
  const typedInBase = (site: ExpressionSite): boolean => {
    switch (site.context) {
      case 'forEach':
      case 'includeWhen':
      case 'status':
        return true;
      case 'template':
      case 'externalRef':
        return site.resource === undefined || (model.resources[site.resource]?.forEach.length ?? 0) === 0;
      case 'readyWhen':
        return site.resource === undefined || !collections.has(site.resource);
      default:
        return false;
    }
  };
  const parse = once ? transientProgramAst : keptProgramAst;
  return (site, expression) => (typedInBase(site) ? parse(env, expression) : undefined);
}
