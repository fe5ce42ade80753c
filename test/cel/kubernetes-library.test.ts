/**
 * The Kubernetes CEL libraries kro offers (k8s.io/apiserver `pkg/cel/library`): quantity,
 * semver, URL, IP and CIDR, and cel-go's `string.format`. Each row is an expression and
 * the value Kubernetes gives: from the upstream `_test.go` tables where they have one
 * (quantity_test.go, semver_test.go), else from the Go code the library calls —
 * `resource.ParseQuantity` and `Quantity.Cmp`/`AsInt64`/`String` (k8s.io/apimachinery),
 * blang/semver v4 `Parse`/`Compare`, `net/netip`, `net/url` and cel-go `ext/formatting.go`.
 *
 * Rows only where rgdc and Kubernetes agree; the known differences are in the group's
 * notes (test/mutation/cel-kubernetes.yaml) rather than pinned here.
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { evaluateExpression, fromCelValue } from '../../src/cel/evaluate.js';

const kro = createKroEnvironment({ schema: { type: 'object', properties: {} }, resources: new Map() });

function value(expression: string): unknown {
  const result = evaluateExpression(kro, expression, {});
  if (result.error) throw new Error(`${expression}: ${result.error.message}`);
  return fromCelValue(result.value);
}

function error(expression: string): string | undefined {
  return evaluateExpression(kro, expression, {}).error?.message;
}

describe('quantity: suffixes and notations', () => {
  it.each([
    // A milli suffix divides: 500m is half a unit (the CPU request users write most).
    ['quantity("500m").asApproximateFloat()', 0.5],
    ['quantity("500m").compareTo(quantity("0.5"))', 0],
    ['quantity("500m").isLessThan(quantity("1"))', true],
    ['quantity("1") == quantity("1000m")', true],
    ['quantity("1") == quantity("2")', false],
    ['quantity("1m") == quantity("1000u")', true],
    ['quantity("1u") == quantity("1000n")', true],
    ['quantity("1n") == quantity("0.000000001")', true],
    ['quantity("1k").asInteger()', 1000],
    ['quantity("1M").asInteger()', 1_000_000],
    ['quantity("1G").asInteger()', 1_000_000_000],
    ['quantity("1T").asInteger()', 1_000_000_000_000],
    ['quantity("1P").asInteger()', 1_000_000_000_000_000],
    ['quantity("1E").asInteger() == 1000000000000000000', true],
    ['quantity("1Ki").asInteger()', 1024],
    ['quantity("1Mi").asInteger()', 1_048_576],
    ['quantity("1Gi").asInteger()', 1_073_741_824],
    ['quantity("1Ti").asInteger()', 1_099_511_627_776],
    ['quantity("1Pi") == quantity("1125899906842624")', true],
    ['quantity("1Ei") == quantity("1152921504606846976")', true],
    ['quantity("-1k").asInteger()', -1000],
    // Decimal exponents, either case, with or without a sign.
    ['quantity("1e3").asInteger()', 1000],
    ['quantity("1E3") == quantity("1k")', true],
    ['quantity("1e+3") == quantity("1k")', true],
    ['quantity("12e-3") == quantity("12m")', true],
    ['quantity("1E") == quantity("1e18")', true],
    // From quantity_test.go.
    ['quantity("50.703k").asApproximateFloat()', 50703],
    ['quantity("1.5").asApproximateFloat()', 1.5],
    ['quantity("-250m").asApproximateFloat()', -0.25],
    ['quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")', true],
    ['quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M")', true],
    ['quantity("200M") == quantity("0.3G")', false],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });
});

describe('quantity: parsing rounds finer than nano away from zero (resource.ParseQuantity)', () => {
  it.each([
    ['quantity("0.9n") == quantity("1n")', true],
    ['quantity("-0.9n") == quantity("-1n")', true],
    ['quantity("1.1n") == quantity("2n")', true],
    ['quantity("2.0n") == quantity("2n")', true],
    ['quantity("2.0n").isLessThan(quantity("3n"))', true],
    ['quantity("1e-10") == quantity("1n")', true],
    ['quantity("1e-10").sign()', 1],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });
});

describe('quantity: sign, isInteger and asInteger', () => {
  it.each([
    ['quantity("0").sign()', 0],
    ['quantity("-0").sign()', 0],
    ['quantity("+1").sign()', 1],
    ['quantity("-1Ki").sign()', -1],
    ['quantity("50").isInteger()', true],
    ['quantity("1.5").isInteger()', false],
    ['quantity("1n").isInteger()', false],
    ['quantity("1Ti").isInteger()', true],
    // 9E is 9·10^18, still below 2^63; 10E is not.
    ['quantity("9E").isInteger()', true],
    ['quantity("-9E").isInteger()', true],
    ['quantity("10E").isInteger()', false],
    ['quantity("-10E").isInteger()', false],
    ['quantity("9999999999999999999999999999999999999G").isInteger()', false],
    // int64Amount arithmetic reaches the int64 bounds exactly (Quantity.AsInt64 succeeds there).
    ['quantity("9E").add(223372036854775807).isInteger()', true],
    ['quantity("9E").add(223372036854775807).asInteger() == 9223372036854775807', true],
    ['quantity("9E").add(223372036854775808).isInteger()', false],
    ['quantity("-9E").add(-223372036854775808).isInteger()', true],
    ['quantity("-9E").add(-223372036854775808).asInteger() == -9223372036854775808', true],
    ['quantity("-9E").add(-223372036854775809).isInteger()', false],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });

  it.each([['quantity("10E").asInteger()'], ['quantity("1.5").asInteger()'], ['quantity("9999999999999999999999999999999999999G").asInteger()']])(
    '%s cannot convert',
    (expression) => {
      expect(error(expression)).toBe('cannot convert value to integer');
    },
  );
});

describe('quantity: arithmetic and comparison (quantity_test.go)', () => {
  it.each([
    ['quantity("50M").isLessThan(quantity("50Mi"))', true],
    ['quantity("50M").isLessThan(quantity("100M"))', true],
    ['quantity("100M").isLessThan(quantity("50M"))', false],
    ['quantity("50M").isLessThan(quantity("50M"))', false],
    ['quantity("50Mi").isGreaterThan(quantity("50M"))', true],
    ['quantity("50M").isGreaterThan(quantity("100M"))', false],
    ['quantity("50M").isGreaterThan(quantity("50M"))', false],
    ['quantity("50Mi").compareTo(quantity("50M"))', 1],
    ['quantity("50M").compareTo(quantity("50Mi"))', -1],
    ['quantity("-1").compareTo(quantity("1m"))', -1],
    ['quantity("50k").add(quantity("20")) == quantity("50.02k")', true],
    ['quantity("50k").add(20).isLessThan(quantity("50020"))', false],
    ['quantity("50k").sub(quantity("20")) == quantity("49.98k")', true],
    ['quantity("50k").sub(20) == quantity("49980")', true],
    ['quantity("50k").mul(2) == quantity("100000")', true],
    ['quantity("50k").add(20).sub(quantity("100k")).asInteger()', -49980],
    ['quantity("1").sub(quantity("1500m")).sign()', -1],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });

  // Computed quantities print in canonical form (Quantity.String): the largest suffix of
  // the value's format that keeps the mantissa whole.
  it.each([
    ['quantity("1Gi").add(quantity("1Gi"))', '2Gi'],
    ['quantity("2Ki").sub(quantity("1Ki"))', '1Ki'],
    ['quantity("1Ki").add(1)', '1025'],
    ['quantity("1Ki").sub(quantity("1000"))', '24'],
    ['quantity("1.5Gi").add(0)', '1536Mi'],
    ['quantity("1.5").add(quantity("1.5"))', '3'],
    ['quantity("1").sub(quantity("1500m"))', '-500m'],
    ['quantity("100m").mul(3)', '300m'],
    ['quantity("1M").add(quantity("1k"))', '1001k'],
    ['quantity("1500k").add(0)', '1500k'],
    ['quantity("1k").sub(quantity("1k"))', '0'],
    ['quantity("1e3").add(quantity("1e3"))', '2e3'],
    ['quantity("1e3").add(quantity("1m"))', '1000001e-3'],
    ['quantity("1e3").add(1)', '1001'],
    // BinarySI (Quantity.CanonicalizeBytes): between -1024 and 1024 it prints as DecimalSI;
    // from 1024 on, whole values take the largest binary suffix that divides them, or none.
    ['quantity("1Ki").sub(24)', '1k'],
    ['quantity("-1Ki").add(24)', '-1k'],
    ['quantity("1Ki").sub(1)', '1023'],
    ['quantity("1Ki").add(976)', '2000'],
    ['quantity("-1Ki").sub(976)', '-2000'],
    ['quantity("-2Ki").add(0)', '-2Ki'],
    ['quantity("1Ki").add(quantity("500m"))', '1024500m'],
    // Quantity.Add and Sub: a zero takes the other side's format; an int added is a
    // DecimalExponent quantity (resource.NewQuantity(i, DecimalExponent)).
    ['quantity("0").add(quantity("1Ki"))', '1Ki'],
    ['quantity("0").sub(quantity("2Ki"))', '-2Ki'],
    ['quantity("0").add(1000)', '1e3'],
    ['quantity("0").sub(2000)', '-2e3'],
    ['quantity("1k").add(1000)', '2k'],
    ['quantity("-1Ki").add(0)', '-1Ki'],
    ['quantity("-1Ki").add(1)', '-1023'],
    // DecimalSI never takes a binary suffix; DecimalExponent uses multiples of 3.
    ['quantity("2k").add(48)', '2048'],
    ['quantity("1e4").add(0)', '10e3'],
  ])('%s prints %s', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });
});

describe('quantity: which strings are quantities', () => {
  it.each([
    ['20', true],
    ['20M', true],
    ['20Mi', true],
    ['1.', true],
    ['.5', true],
    ['+5', true],
    ['1E', true],
    // Go's scanner reads a number part without digits as 0.
    ['k', true],
    ['20Mo', false],
    ['10Mm', false],
    ['', false],
    ['1e', false],
    ['1E+', false],
    ['1.5.5', false],
    [' 1', false],
    ['--5', false],
    // An exponent must be the whole suffix.
    ['1ke3', false],
    ['1e3x', false],
  ])('isQuantity(%j) is %j', (text, expected) => {
    expect(value(`isQuantity(${JSON.stringify(text)})`)).toBe(expected);
  });

  it('reads a number part without digits as zero', () => {
    expect(value('quantity("k").sign() == 0 && quantity("-") == quantity("0")')).toBe(true);
  });

  const FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
  const SUFFIX = "unable to parse quantity's suffix";
  it.each([
    ['10Mo', FORMAT],
    ['', FORMAT],
    ['1.5.5', FORMAT],
    [' 1', FORMAT],
    ['10Mm', SUFFIX],
    ['200K', SUFFIX],
    ['1e', SUFFIX],
    ['1Ki5', SUFFIX],
    ['1.5Mm', SUFFIX],
    ['1.55Mm', SUFFIX],
  ])("quantity(%j) fails with ParseQuantity's error", (text, message) => {
    expect(error(`quantity(${JSON.stringify(text)})`)).toBe(message);
  });
});

describe('semver: parsing as blang/semver Parse, and normalize', () => {
  it.each([
    ['1.2.3-beta.1+build.1', true],
    ['18446744073709551615.0.0', true],
    ['', false],
    ['v1.0.0', false],
    [' 1.0.0', false],
    ['1. 0.0', false],
    ['1.0.0 ', false],
    ['01.01.01', false],
    ['1', false],
    ['1.1', false],
  ])('isSemver(%j) is %j', (text, expected) => {
    expect(value(`isSemver(${JSON.stringify(text)})`)).toBe(expected);
  });

  it.each([
    ['', false],
    [' 1.0.0', false],
    ['1. 0.0', false],
    ['1.0.0 ', false],
    ['V1.0.0', false],
    ['v1.0.0', true],
    ['01.01.01', true],
    ['1', true],
    ['1.1', true],
    ['1.0-alpha', false],
  ])('isSemver(%j, true) is %j', (text, expected) => {
    expect(value(`isSemver(${JSON.stringify(text)}, true)`)).toBe(expected);
    expect(value(`isSemver(${JSON.stringify(text)}, false)`)).toBe(value(`isSemver(${JSON.stringify(text)})`));
  });

  it.each([
    ['semver("v01.01", true) == semver("1.1.0")', true],
    ['semver("00.00.00", true) == semver("0.0.0")', true],
    ['semver("1.0.01-rc", true).patch()', 1],
    ['semver("v2", true).major()', 2],
    ['semver("v10.20.30", true) == semver("10.20.30")', true],
    ['semver("v001.002.003", true) == semver("1.2.3")', true],
    // Pre-release identifiers: "0" is numeric, digits mixed with letters are alphanumeric.
    ['isSemver("1.2.3-0")', true],
    ['isSemver("1.2.3-a1")', true],
    ['isSemver("1.2.3-1a")', true],
    ['semver("1.2.3").major()', 1],
    ['semver("1.2.3").minor()', 2],
    ['semver("1.2.3").patch()', 3],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });

  // The first problem blang/semver finds, in its order: major, minor, patch, pre-release, build.
  it.each([
    ['semver("")', 'Version string empty'],
    ['semver("v1.0")', 'No Major.Minor.Patch elements found'],
    ['semver("a.2.3")', 'Invalid character(s) found in major number "a"'],
    ['semver("1.b.3")', 'Invalid character(s) found in minor number "b"'],
    ['semver("1.2.3.4")', 'Invalid character(s) found in patch number "3.4"'],
    ['semver("01.2.3")', 'Major number must not contain leading zeroes "01"'],
    ['semver("1.02.3")', 'Minor number must not contain leading zeroes "02"'],
    ['semver("1.2.03")', 'Patch number must not contain leading zeroes "03"'],
    ['semver(".2.3")', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['semver("1.2.")', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['semver("18446744073709551616.0.0")', 'strconv.ParseUint: parsing "18446744073709551616": value out of range'],
    ['semver("1.2.3-01")', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    ['semver("1.2.3-a..b")', 'Prerelease is empty'],
    ['semver("1.2.3-a_b")', 'Invalid character(s) found in prerelease "a_b"'],
    ['semver("1.2.3-18446744073709551616")', 'strconv.ParseUint: parsing "18446744073709551616": value out of range'],
    ['semver("1.2.3+")', 'Build meta data is empty'],
    ['semver("1.2.3+a_b")', 'Invalid character(s) found in build meta data "a_b"'],
    ['semver("1.2.x-01")', 'Invalid character(s) found in patch number "x"'],
    ['semver("1.2.3-01+a_b")', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    ['semver("1.0-alpha", true)', 'short version cannot contain PreRelease/Build meta data'],
    ['semver("1+build", true)', 'short version cannot contain PreRelease/Build meta data'],
    // Leading-zero trimming puts a 0 before a part that does not start with a digit.
    ['semver("vv1.0.0", true)', 'Invalid character(s) found in major number "0v1"'],
    ['semver("1.0.0-01", true)', 'Numeric PreRelease version must not contain leading zeroes "01"'],
    // A one-character part is kept as it is, even when it is not a digit.
    ['semver("x.1.1", true)', 'Invalid character(s) found in major number "x"'],
    // A "+" or "-" right at the start of the patch part leaves an empty patch number.
    ['semver("1.2.+b")', 'strconv.ParseUint: parsing "": invalid syntax'],
    ['semver("1.2.-rc")', 'strconv.ParseUint: parsing "": invalid syntax'],
  ])('%s fails: %s', (expression, message) => {
    expect(error(expression)).toBe(message);
  });

  it.each([
    ['semver("1.2.3-rc.1+build.5")', '1.2.3-rc.1+build.5'],
    ['semver("1.2.3")', '1.2.3'],
    ['semver("v1.2", true)', '1.2.0'],
  ])('%s prints as %s (blang Version.String)', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });
});

describe('semver: precedence (semver.org 11, blang Compare)', () => {
  // semver.org's example chain: each is lower than the next.
  const chain = [
    '1.0.0-alpha',
    '1.0.0-alpha.1',
    '1.0.0-alpha.beta',
    '1.0.0-beta',
    '1.0.0-beta.2',
    '1.0.0-beta.11',
    '1.0.0-rc.1',
    '1.0.0',
    '1.0.1',
    '1.1.0',
    '1.10.0',
    '2.0.0',
  ];
  it.each(chain.slice(0, -1).map((low, i) => [low, chain[i + 1]!]))('%s < %s', (low, high) => {
    expect(value(`semver("${low}").compareTo(semver("${high}"))`)).toBe(-1);
    expect(value(`semver("${high}").compareTo(semver("${low}"))`)).toBe(1);
    expect(value(`semver("${low}").isLessThan(semver("${high}"))`)).toBe(true);
    expect(value(`semver("${high}").isLessThan(semver("${low}"))`)).toBe(false);
    expect(value(`semver("${high}").isGreaterThan(semver("${low}"))`)).toBe(true);
    expect(value(`semver("${low}").isGreaterThan(semver("${high}"))`)).toBe(false);
    expect(value(`semver("${low}") == semver("${high}")`)).toBe(false);
  });

  it.each([
    ['semver("1.2.3") == semver("1.2.3")', true],
    ['semver("1.2.3").compareTo(semver("1.2.3"))', 0],
    ['semver("1.0.0").isLessThan(semver("1.0.0"))', false],
    ['semver("1.0.0").isGreaterThan(semver("1.0.0"))', false],
    ['semver("1.0.0-rc.1").compareTo(semver("1.0.0-rc.1"))', 0],
    // Build metadata takes no part in precedence.
    ['semver("1.0.0+a") == semver("1.0.0+b")', true],
    ['semver("1.0.0-rc.1+a").compareTo(semver("1.0.0-rc.1"))', 0],
    // Numeric identifiers are lower than alphanumeric ones; letters compare in ASCII order.
    ['semver("1.0.0-1").compareTo(semver("1.0.0-a"))', -1],
    ['semver("1.0.0-a").compareTo(semver("1.0.0-1"))', 1],
    ['semver("1.0.0-Alpha").compareTo(semver("1.0.0-alpha"))', -1],
    ['semver("1.0.0-alpha").compareTo(semver("1.0.0-Alpha"))', 1],
    ['semver("1.0.0-alpha.2").compareTo(semver("1.0.0-alpha.10"))', -1],
    ['semver("2.0.0-alpha").compareTo(semver("1.9.9"))', 1],
    ['semver("1.0.9").compareTo(semver("1.0.10"))', -1],
    ['semver("1.0.0-10").compareTo(semver("1.0.0-9"))', 1],
    ['semver("1.0.0-a1").compareTo(semver("1.0.0-a2"))', -1],
    ['semver("1.0.0-1a").compareTo(semver("1.0.0-1b"))', -1],
    // Numeric identifiers are lower even than "-", which sorts before digits in ASCII.
    ['semver("1.0.0-1").compareTo(semver("1.0.0--"))', -1],
    ['semver("1.0.0--").compareTo(semver("1.0.0-1"))', 1],
    // An identifier is numeric only when it is all digits: ending or starting with one is not enough.
    ['semver("1.0.0-a1").compareTo(semver("1.0.0-1"))', 1],
    ['semver("1.0.0-1a").compareTo(semver("1.0.0-2"))', 1],
    // Multi-digit numeric identifiers are numeric too ("1-" would sort below "10" as text).
    ['semver("1.0.0-10").compareTo(semver("1.0.0-1-"))', -1],
    ['semver("1.0.0-1-").compareTo(semver("1.0.0-10"))', 1],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });
});

describe('IP addresses (ip_test.go, net/netip)', () => {
  it.each([
    ['192.168.0.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['2001:db8::68', true],
    ['::', true],
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7::', true],
    ['::1.2.3.4', true],
    ['192.168.0.1.0', false],
    ['1.2.3', false],
    ['256.0.0.0', false],
    ['1.2.3.04', false],
    ['1.2.3.a', false],
    ['2001:db8:::68', false],
    ['1::2::3', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['::1:2:3:4:5:6:7:8', false],
    ['12345::', false],
    ['1.2.3.4::', false],
    ['::1.2.3', false],
    ['::ffff:1.2.3.4', false],
    ['fe80::1%eth0', false],
    ['', false],
    ['1.2.3.a4', false],
    ['1.2.3.4a', false],
    // An embedded IPv4 address ends a full address too, and only ends one.
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['::1.2.3.4:1', false],
    // Only ::ffff:0:0/96 is IPv4-mapped.
    ['1::ffff:102:304', true],
    ['::ff:102:304', true],
    ['::ff00:102:304', true],
  ])('isIP(%j) is %j', (text, expected) => {
    expect(value(`isIP(${JSON.stringify(text)})`)).toBe(expected);
  });

  it.each([
    ['ip("192.168.0.1").family()', 4],
    ['ip("2001:db8::68").family()', 6],
    ['ip("0.0.0.0").isUnspecified()', true],
    ['ip("127.0.0.1").isUnspecified()', false],
    ['ip("::").isUnspecified()', true],
    ['ip("::1").isUnspecified()', false],
    ['ip("127.0.0.1").isLoopback()', true],
    ['ip("127.255.255.254").isLoopback()', true],
    ['ip("1.2.3.4").isLoopback()', false],
    ['ip("::1").isLoopback()', true],
    ['ip("::2").isLoopback()', false],
    ['ip("1::1").isLoopback()', false],
    ['ip("2001:db8::abcd").isLoopback()', false],
    ['ip("224.0.0.1").isLinkLocalMulticast()', true],
    ['ip("224.0.1.1").isLinkLocalMulticast()', false],
    ['ip("224.1.0.1").isLinkLocalMulticast()', false],
    ['ip("225.0.0.1").isLinkLocalMulticast()', false],
    ['ip("ff02::1").isLinkLocalMulticast()', true],
    ['ip("ff12::1").isLinkLocalMulticast()', true],
    ['ip("ff05::1").isLinkLocalMulticast()', false],
    ['ip("fe02::1").isLinkLocalMulticast()', false],
    ['ip("fd00::1").isLinkLocalMulticast()', false],
    ['ip("169.254.169.254").isLinkLocalUnicast()', true],
    ['ip("169.253.0.1").isLinkLocalUnicast()', false],
    ['ip("168.254.0.1").isLinkLocalUnicast()', false],
    ['ip("192.168.0.1").isLinkLocalUnicast()', false],
    ['ip("fe80::1").isLinkLocalUnicast()', true],
    ['ip("febf::1").isLinkLocalUnicast()', true],
    ['ip("fec0::1").isLinkLocalUnicast()', false],
    ['ip("fd80::1").isLinkLocalUnicast()', false],
    ['ip("192.168.0.1").isGlobalUnicast()', true],
    ['ip("8.8.8.8").isGlobalUnicast()', true],
    ['ip("255.255.255.255").isGlobalUnicast()', false],
    ['ip("255.255.255.254").isGlobalUnicast()', true],
    ['ip("0.0.0.0").isGlobalUnicast()', false],
    ['ip("127.0.0.1").isGlobalUnicast()', false],
    ['ip("224.0.0.1").isGlobalUnicast()', false],
    ['ip("239.255.255.255").isGlobalUnicast()', false],
    ['ip("240.0.0.1").isGlobalUnicast()', true],
    ['ip("169.254.1.1").isGlobalUnicast()', false],
    ['ip("2001:db8::abcd").isGlobalUnicast()', true],
    ['ip("::").isGlobalUnicast()', false],
    ['ip("::1").isGlobalUnicast()', false],
    ['ip("ff00::1").isGlobalUnicast()', false],
    ['ip("fe80::1").isGlobalUnicast()', false],
    ['ip("::1") == ip("0:0:0:0:0:0:0:1")', true],
    ['ip("1.2.3.4") == ip("1.2.3.5")', false],
    ['ip("1.2.3.4") == ip("::102:304")', false],
    ['ip("1.2.3.4") == ip("102:304::")', false],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  // netip.Addr.String: RFC 5952, the longest run of two or more zero groups as "::" (the
  // first on a tie), lower-case hex without leading zeros.
  it.each([
    ['192.168.0.1', '192.168.0.1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['0:0:1:0:0:0:1:0', '0:0:1::1:0'],
    ['1:0:2:3:4:5:6:7', '1:0:2:3:4:5:6:7'],
    ['1:2:3:4:5:6:7:0', '1:2:3:4:5:6:7:0'],
    ['1:0:0:2:3:4:5:6', '1::2:3:4:5:6'],
    ['::', '::'],
    ['1::', '1::'],
    ['::1', '::1'],
    ['FE80::ABCD', 'fe80::abcd'],
    ['::1.2.3.4', '::102:304'],
  ])('string(ip(%j)) is %j', (text, expected) => {
    expect(value(`string(ip(${JSON.stringify(text)}))`)).toBe(expected);
  });

  it.each([
    ['192.168.0.1.0', 'IP Address "192.168.0.1.0" parse error during conversion from string: ParseAddr("192.168.0.1.0"): '],
    ['2001:db8:::68', 'IP Address "2001:db8:::68" parse error during conversion from string: ParseAddr("2001:db8:::68"): '],
  ])('ip(%j) fails naming the address', (text, start) => {
    expect(error(`ip(${JSON.stringify(text)})`)).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it.each([
    ['fe80::1%eth0', 'IP address with zone value is not allowed'],
    ['::ffff:1.2.3.4', 'IPv4-mapped IPv6 address is not allowed'],
  ])('ip(%j) fails: %s', (text, reason) => {
    expect(error(`ip(${JSON.stringify(text)})`)).toContain(reason);
  });
});

describe('CIDR prefixes (cidr_test.go, netip.ParsePrefix)', () => {
  it.each([
    ['192.168.0.0/24', true],
    ['192.168.0.1/24', true],
    ['0.0.0.0/0', true],
    ['1.2.3.4/32', true],
    ['::/0', true],
    ['2001:db8::/128', true],
    ['192.168.0.0', false],
    ['192.168.0.0/33', false],
    ['::1/129', false],
    ['1.2.3.4/01', false],
    ['1.2.3.4/-1', false],
    ['1.2.3.4/', false],
    ['1.2.3/8', false],
    ['fe80::1%eth0/64', false],
    ['::ffff:1.2.3.4/96', false],
  ])('isCIDR(%j) is %j', (text, expected) => {
    expect(value(`isCIDR(${JSON.stringify(text)})`)).toBe(expected);
  });

  it.each([
    ['string(cidr("192.168.0.1/24"))', '192.168.0.1/24'],
    ['string(cidr("2001:0db8::/32"))', '2001:db8::/32'],
    ['string(cidr("192.168.1.77/20").masked())', '192.168.0.0/20'],
    ['string(cidr("10.255.255.255/9").masked())', '10.128.0.0/9'],
    ['string(cidr("10.255.255.255/0").masked())', '0.0.0.0/0'],
    ['string(cidr("1.2.3.4/32").masked())', '1.2.3.4/32'],
    ['string(cidr("2001:db8:abcd:ffff::1/50").masked())', '2001:db8:abcd:c000::/50'],
    ['string(cidr("2001:db8::1/64").ip())', '2001:db8::1'],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  it.each([
    ['cidr("10.0.0.0/8").prefixLength()', 8],
    ['cidr("::/0").prefixLength()', 0],
    ['cidr("10.0.0.0/8").containsIP(ip("10.255.255.255"))', true],
    ['cidr("10.0.0.0/8").containsIP(ip("11.0.0.0"))', false],
    ['cidr("10.0.0.0/8").containsIP("9.255.255.255")', false],
    ['cidr("10.0.0.0/8").containsIP("10.0.0.0")', true],
    ['cidr("192.168.0.0/23").containsIP("192.168.1.255")', true],
    ['cidr("192.168.0.0/23").containsIP("192.168.2.0")', false],
    ['cidr("0.0.0.0/0").containsIP(ip("::1"))', false],
    ['cidr("::/0").containsIP("1.2.3.4")', false],
    ['cidr("2001:db8::/32").containsIP("2001:db8:ffff::1")', true],
    ['cidr("2001:db8::/32").containsIP("2001:db9::1")', false],
    ['cidr("10.0.0.0/8").containsCIDR("10.0.0.0/8")', true],
    ['cidr("10.0.0.0/8").containsCIDR(cidr("10.1.0.0/16"))', true],
    ['cidr("10.0.0.0/8").containsCIDR(cidr("11.0.0.0/16"))', false],
    ['cidr("10.0.0.0/8").containsCIDR("10.0.0.0/7")', false],
    ['cidr("10.0.0.0/8").containsCIDR("::/128")', false],
    ['cidr("10.0.0.0/8") == cidr("10.0.0.0/8")', true],
    ['cidr("10.0.0.1/8") == cidr("10.0.0.0/8")', false],
    ['cidr("10.0.0.0/8") == cidr("10.0.0.0/9")', false],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  it.each([['cidr("192.168.0.0")'], ['cidr("192.168.0.0/33")'], ['cidr("10.0.0.0/8").containsCIDR("10.0.0.0")']])(
    '%s fails as a conversion error',
    (expression) => {
      expect(error(expression)).toMatch(/^network address parse error during conversion from string: /);
    },
  );

  it('containsIP with a string that is not an address fails as ip() does', () => {
    expect(error('cidr("10.0.0.0/8").containsIP("10.0.0")')).toMatch(/^IP Address "10.0.0" parse error during conversion from string: /);
  });
});

describe('URLs (net/url ParseRequestURI, then Parse)', () => {
  it.each([
    ['https://user:pass@example.com:80/path?query=val#fragment', true],
    ['/healthz', true],
    ['https://[::1]:80', true],
    ['../relative', false],
    ['example.com', false],
    ['', false],
  ])('isURL(%j) is %j', (text, expected) => {
    expect(value(`isURL(${JSON.stringify(text)})`)).toBe(expected);
  });

  const u = 'url("https://user:pass@example.com:80/path?query=val#fragment")';
  it.each([
    [`${u}.getScheme()`, 'https'],
    [`${u}.getHost()`, 'example.com:80'],
    [`${u}.getHostname()`, 'example.com'],
    [`${u}.getPort()`, '80'],
    [`${u}.getEscapedPath()`, '/path'],
    [`${u}.getQuery()`, { query: ['val'] }],
    ['url("https://[::1]:80/").getHostname()', '::1'],
    ['url("https://[::1]:80/").getHost()', '[::1]:80'],
    ['url("https://example.com/").getPort()', ''],
    ['url("/healthz").getScheme()', ''],
    ['url("/healthz").getHost()', ''],
    ['url("https://example.com/a%20b").getEscapedPath()', '/a%20b'],
    ['url("https://example.com/?a=1&a=2&b").getQuery()', { a: ['1', '2'], b: [''] }],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });

  it.each([
    ['url("https://user:pass@example.com:80/path?query=val#fragment")', 'https://user:pass@example.com:80/path?query=val#fragment'],
    ['url("/healthz")', '/healthz'],
  ])('%s prints as %s', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  it('url() of a relative reference fails with the conversion error', () => {
    expect(error('url("../relative")')).toMatch(/^URL parse error during conversion from string: /);
  });
});

describe('string.format (cel-go ext/formatting.go)', () => {
  it.each([
    ['"%d %d".format([-3, 3u])', '-3 3'],
    ['"%b %b %b".format([5, true, false])', '101 1 0'],
    ['"%o".format([8])', '10'],
    ['"%x %X".format([255, 255])', 'ff FF'],
    ['"%x".format(["hi"])', '6869'],
    ['"%X".format([b"\\x01\\xab"])', '01AB'],
    ['"100%%".format([])', '100%'],
    ['"%s %s %s".format([true, null, "x"])', 'true null x'],
    ['"%.0f %.0f".format([2.5, 3.5])', '2 4'],
    ['"%.1f".format([0.25])', '0.2'],
    ['"%.2f".format([-1.005])', '-1.00'],
    ['"%.3f".format([1.0005])', '1.000'],
    ['"%.2f".format([0.001])', '0.00'],
    ['"%.10f".format([0.1])', '0.1000000000'],
    ['"%f".format([1e20])', '100000000000000000000.000000'],
    ['"%e".format([0.0])', '0.000000e+00'],
    ['"%.2e".format([12345.0])', '1.23e+04'],
    ['"%.3e".format([-1234.5678])', '-1.235e+03'],
    ['"%.1e".format([9.96])', '1.0e+01'],
    ['"%.0e".format([15.0])', '2e+01'],
    ['"%e".format([0.0000001])', '1.000000e-07'],
    // A "." only starts a precision right after the "%".
    ['"%d.%d".format([1, 2])', '1.2'],
    // Maps print with their keys sorted (cel-go formatting of maps).
    ['"%s".format([{"b": 1, "c": 3, "a": 2}])', '{a: 2, b: 1, c: 3}'],
    ['"%s %s".format([type(1), type("a")])', 'int string'],
    // Rounding that carries into a zero integer part keeps the leading zeros of the fraction.
    ['"%.2f".format([0.005])', '0.01'],
    // The smallest subnormal double (exponent -1074).
    ['"%e".format([5e-324])', '4.940656e-324'],
  ])('%s is %j', (expression, expected) => {
    expect(value(expression)).toBe(expected);
  });

  it.each([
    ['"%d".format(["a"])', 'error during formatting: decimal clause can only be used on integers, was given string'],
    ['"%d".format([1.5])', 'error during formatting: decimal clause can only be used on integers, was given double'],
    ['"%o".format([true])', 'error during formatting: octal clause can only be used on integers, was given bool'],
    ['"%b".format(["a"])', 'error during formatting: only integers and bools can be formatted as binary, was given string'],
    ['"%x".format([1.5])', 'error during formatting: only integers, byte buffers, and strings can be formatted as hex, was given double'],
    ['"%f".format(["a"])', 'error during formatting: fixed-point clause can only be used on doubles, was given string'],
    ['"%e".format([[1]])', 'error during formatting: scientific clause can only be used on doubles, was given list'],
    // cel-go's errors name the argument index and the clause.
    ['"%d %d %d".format([0, 1])', 'index 2 out of range'],
    ['"%a".format([1])', 'could not parse formatting clause: unrecognized formatting clause "a"'],
    // "was given" names the CEL type of the argument (cel-go's ref.Type names).
    ['"%d".format([null])', 'error during formatting: decimal clause can only be used on integers, was given null_type'],
    ['"%d".format([b"a"])', 'error during formatting: decimal clause can only be used on integers, was given bytes'],
    [
      '"%d".format([timestamp("2023-02-03T23:31:20Z")])',
      'error during formatting: decimal clause can only be used on integers, was given google.protobuf.Timestamp',
    ],
    ['"%d".format([{"a": 1}])', 'error during formatting: decimal clause can only be used on integers, was given map'],
    ['"%d".format([[1]])', 'error during formatting: decimal clause can only be used on integers, was given list'],
    ['"%d".format([duration("30m2s")])', 'error during formatting: decimal clause can only be used on integers, was given google.protobuf.Duration'],
    ['"%d".format([type(1)])', 'error during formatting: decimal clause can only be used on integers, was given type'],
    // cel-go's parseFormatString takes the argument before it reads the clause, so a
    // clause without an argument is out of range whatever follows it.
    ['"%a".format([])', 'index 0 out of range'],
    ['"100%".format([])', 'index 0 out of range'],
    ['"100%".format([1])', 'unexpected end of string'],
    // parsePrecision: digits up to the end of the text, or none at all (strconv.Atoi("")).
    ['"%.2".format([1.0])', 'could not parse formatting clause: error while parsing precision: could not find end of precision specifier'],
    ['"%.".format([1.0])', 'could not parse formatting clause: error while parsing precision: could not find end of precision specifier'],
    [
      '"%.f".format([1.0])',
      'could not parse formatting clause: error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing "": invalid syntax',
    ],
  ])('%s fails: %s', (expression, message) => {
    expect(error(expression)).toBe(message);
  });

  // A Kubernetes library value is none of the kinds %s prints (cel-go's FormatString default).
  it.each([['"%s".format([quantity("1")])'], ['"%s".format([ip("10.0.0.1")])'], ['"%s".format([semver("1.0.0")])']])('%s fails', (expression) => {
    expect(error(expression)).toMatch(
      /^error during formatting: string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given /,
    );
  });
});
