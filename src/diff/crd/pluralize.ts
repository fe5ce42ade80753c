/**
 * The plural kro gives a kind for the CRD name (`flect.Pluralize(strings.ToLower(kind))`
 * in `pkg/graph/crd/crd.go`). The common English rules flect applies; flect's list of
 * irregular words is not reproduced, so an irregular kind (`Person`) may be named
 * differently here. The name appears only in kro's refusal message.
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  mouse: 'mice',
  index: 'indices',
  status: 'statuses',
  policy: 'policies',
};

/** `webapp` → `webapps`, `proxy` → `proxies`, `class` → `classes`. */
export function pluralize(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word]!;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
