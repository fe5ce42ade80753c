/**
 * Each Kubernetes CEL library (k8s.io/apiserver `pkg/cel/library`) registers on its own:
 * a cel-js environment given only `registerQuantity` (or `registerSemver`, `registerIp`
 * with `registerCidr`, `registerUrls`, `registerRegex`) offers every function and operator
 * of that library under its Kubernetes name, with Kubernetes' answers. The kro
 * environment (`kroBaseEnvironment`) is these registrations together; the values here
 * are the upstream tests' (quantity_test.go, semver_test.go, ip_test.go, cidr_test.go,
 * urls_test.go, regex_test.go), as in test/cel/kubernetes-library.test.ts.
 */
import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { registerCidr } from '../../src/cel/library/cidr.js';
import { registerIp } from '../../src/cel/library/ip.js';
import { registerQuantity } from '../../src/cel/library/quantity.js';
import { registerRegex } from '../../src/cel/library/regex.js';
import { registerSemver } from '../../src/cel/library/semver.js';
import { registerUrls } from '../../src/cel/library/urls.js';

function environment(...libraries: ((env: Environment) => void)[]): Environment {
  const env = new Environment();
  for (const register of libraries) register(env);
  return env;
}

describe('the quantity library on its own', () => {
  it.each([
    ['quantity("1k") == quantity("1000")', true],
    ['quantity("1k") == quantity("1001")', false],
    ['isQuantity("20Mi")', true],
    ['isQuantity("20Mo")', false],
    ['quantity("-1m").sign()', -1n],
    ['quantity("1.5").isInteger()', false],
    ['quantity("1.5Gi").asInteger()', 1610612736n],
    ['quantity("50.703k").asApproximateFloat()', 50703],
    ['quantity("50k").add(quantity("20")) == quantity("50.02k")', true],
    ['quantity("50k").add(20) == quantity("50020")', true],
    ['quantity("50k").sub(quantity("20")) == quantity("49.98k")', true],
    ['quantity("50k").sub(20) == quantity("49980")', true],
    ['quantity("50k").mul(2) == quantity("100000")', true],
    ['quantity("50M").compareTo(quantity("50Mi"))', -1n],
    ['quantity("50M").isLessThan(quantity("50Mi"))', true],
    ['quantity("50Mi").isGreaterThan(quantity("50M"))', true],
  ])('%s', (expression, expected) => {
    expect(environment(registerQuantity).evaluate(expression)).toEqual(expected);
  });
});

describe('the semver library on its own', () => {
  it.each([
    ['semver("1.2.3") == semver("1.2.3+build")', true],
    ['semver("1.2.3") == semver("1.2.4")', false],
    ['semver("v1.0", true) == semver("1.0.0")', true],
    ['isSemver("1.2.3")', true],
    ['isSemver("v1.2.3")', false],
    ['isSemver("v1.2.3", true)', true],
    ['semver("1.2.3").major()', 1n],
    ['semver("1.2.3").minor()', 2n],
    ['semver("1.2.3").patch()', 3n],
    ['semver("1.0.0-alpha").isLessThan(semver("1.0.0"))', true],
    ['semver("1.0.0").isGreaterThan(semver("1.0.0-alpha"))', true],
    ['semver("1.2.3").compareTo(semver("2.0.0"))', -1n],
  ])('%s', (expression, expected) => {
    expect(environment(registerSemver).evaluate(expression)).toEqual(expected);
  });
});

describe('the IP and CIDR libraries on their own', () => {
  it.each([
    ['ip("::1") == ip("0:0:0:0:0:0:0:1")', true],
    ['ip("1.2.3.4") == ip("1.2.3.5")', false],
    ['isIP("192.168.0.1")', true],
    ['isIP("192.168.0.1.0")', false],
    ['string(ip("2001:0db8::0001"))', '2001:db8::1'],
    ['ip("2001:db8::68").family()', 6n],
    ['ip("::").isUnspecified()', true],
    ['ip("127.0.0.1").isLoopback()', true],
    ['ip("ff02::1").isLinkLocalMulticast()', true],
    ['ip("fe80::1").isLinkLocalUnicast()', true],
    ['ip("8.8.8.8").isGlobalUnicast()', true],
    ['cidr("10.0.0.0/8") == cidr("10.0.0.0/8")', true],
    ['cidr("10.0.0.0/8") == cidr("10.0.0.0/9")', false],
    ['isCIDR("192.168.0.0/24")', true],
    ['isCIDR("192.168.0.0")', false],
    ['string(cidr("192.168.1.77/20"))', '192.168.1.77/20'],
    ['cidr("10.0.0.0/8").containsIP(ip("10.255.255.255"))', true],
    ['cidr("10.0.0.0/8").containsIP("11.0.0.0")', false],
    ['cidr("10.0.0.0/8").containsCIDR(cidr("10.1.0.0/16"))', true],
    ['cidr("10.0.0.0/8").containsCIDR("10.0.0.0/7")', false],
    ['string(cidr("192.168.0.1/24").ip())', '192.168.0.1'],
    ['string(cidr("192.168.1.77/20").masked())', '192.168.0.0/20'],
    ['cidr("10.0.0.0/8").prefixLength()', 8n],
  ])('%s', (expression, expected) => {
    expect(environment(registerIp, registerCidr).evaluate(expression)).toEqual(expected);
  });
});

describe('the URL library on its own', () => {
  const u = 'url("https://user:pass@example.com:80/path?query=val#fragment")';
  it.each([
    ['isURL("/healthz")', true],
    ['isURL("../relative")', false],
    [`${u}.getScheme()`, 'https'],
    [`${u}.getHost()`, 'example.com:80'],
    [`${u}.getHostname()`, 'example.com'],
    [`${u}.getPort()`, '80'],
    [`${u}.getEscapedPath()`, '/path'],
  ])('%s', (expression, expected) => {
    expect(environment(registerUrls).evaluate(expression)).toEqual(expected);
  });

  it('getQuery lists every value of a key', () => {
    const query = environment(registerUrls).evaluate('url("https://example.com/?a=1&a=2&b").getQuery()');
    expect(query instanceof Map ? Object.fromEntries(query) : query).toEqual({ a: ['1', '2'], b: [''] });
  });
});

describe('the regex library on its own', () => {
  it.each([
    ['matches("abc", "^b")', false],
    ['matches("ABC", "(?i)^abc$")', true],
    ['"AbC".find("(?i)b")', 'b'],
    ['"baaab".findAll("a*")', ['', 'aaa', '']],
    ['"a1b22c333".findAll("[0-9]+", 2)', ['1', '22']],
    ['"a1b22c333".findAll("[0-9]+", -1)', ['1', '22', '333']],
    ['"a1b22c333".findAll("[0-9]+", -2)', ['1', '22', '333']],
  ])('%s', (expression, expected) => {
    expect(environment(registerRegex).evaluate(expression)).toEqual(expected);
  });
});
