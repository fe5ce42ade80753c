// Generators of large inputs for `npm run bench`: a ConfigData with N image resources
// (each one an OCM Resource node in the RGD) and N configuration rules.
export function generateConfigData(n) {
  const lines = [
    'apiVersion: rgdc/v1alpha1',
    'kind: ConfigData',
    'metadata:',
    '  name: bench',
    'component:',
    '  name: acme.org/bench',
    '  version: 1.0.0',
    '  repository: ghcr.io/acme/ocm',
    'deploy:',
    '  helm:',
    '    chart: chart',
    'configuration:',
    '  defaults:',
  ];
  for (let i = 0; i < n; i++) lines.push(`    p${i}: ${i}`);
  lines.push('  schema:', '    type: object', '    properties:');
  for (let i = 0; i < n; i++) lines.push(`      p${i}: {type: integer, minimum: 0}`);
  lines.push('  rules:');
  for (let i = 0; i < n; i++) lines.push(`    - value: "v-(( p${i} ))"`, `      path: settings.s${i}`);
  lines.push('localization:');
  for (let i = 0; i < n; i++) lines.push(`  - resource: image-${i}`, `    repository: images.i${i}.repository`, `    tag: images.i${i}.tag`);
  return `${lines.join('\n')}\n`;
}
