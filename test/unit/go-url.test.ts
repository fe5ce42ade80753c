/**
 * Go `net/url` as the Kubernetes CEL URL library uses it (`url.ParseRequestURI` for
 * `isURL`/`url`, then `url.Parse`; `Host`, `Hostname()`, `Port()`, `EscapedPath()`,
 * `Query()`). Our own table of Go's documented behaviour, including where WHATWG `URL`
 * (what rgdc used before) answers differently: marked "WHATWG:".
 */
import { describe, expect, it } from 'vitest';
import { createKroEnvironment } from '../../src/cel/environment.js';
import { formatUrl, parseRequestUri, parseUrl, urlEscapedPath, urlHostname, urlPort, urlQuery } from '../../src/util/go-url.js';

interface Parts {
  scheme?: string;
  opaque?: string;
  host?: string;
  hostname?: string;
  port?: string;
  escapedPath?: string;
  rawQuery?: string;
}

// input → ParseRequestURI's parts, or the start of its error (after `parse "<input>": `).
const requestUris: [string, Parts | string][] = [
  [
    'https://user:pass@example.com:80/path?query=val#fragment',
    { scheme: 'https', host: 'example.com:80', hostname: 'example.com', port: '80', escapedPath: '/path', rawQuery: 'query=val#fragment' },
  ],
  ['/absolute-path', { scheme: '', host: '', escapedPath: '/absolute-path' }],
  ['/healthz', { scheme: '', host: '', hostname: '', port: '', escapedPath: '/healthz' }], // WHATWG: invalid
  ['/path?', { escapedPath: '/path', rawQuery: '' }],
  ['*', { escapedPath: '*' }],
  ['https://a:b:c/', 'invalid port ":c" after host'],
  ['../relative-path', 'invalid URI for request'],
  ['relative/path', 'invalid URI for request'],
  ['example.com/path', 'invalid URI for request'],
  ['1http://x/', 'invalid URI for request'],
  ['', 'empty url'],
  ['://x', 'missing protocol scheme'],
  ['http://example.com/\u0001', 'net/url: invalid control character in URL'],
  ['https://Example.COM/Path', { scheme: 'https', host: 'Example.COM', hostname: 'Example.COM', escapedPath: '/Path' }], // WHATWG: lower-cased host
  ['HTTPS://EXAMPLE.COM/', { scheme: 'https', host: 'EXAMPLE.COM' }],
  ['https://example.com:443/', { host: 'example.com:443', port: '443' }], // WHATWG: default port dropped
  ['https://example.com:/', { host: 'example.com:', hostname: 'example.com', port: '' }],
  ['https://[::1]:80/', { host: '[::1]:80', hostname: '::1', port: '80' }],
  ['https://[::1]/', { host: '[::1]', hostname: '::1', port: '' }],
  ['https://[fe80::1%25en0]:8080/', { host: '[fe80::1%en0]:8080', hostname: 'fe80::1%en0', port: '8080' }],
  ['https://[::1/', "missing ']' in host"],
  ['https://[::1]x/', 'invalid port "x" after host'],
  ['http://example.com:port/', 'invalid port ":port" after host'],
  ['http://exa mple.com/', 'invalid character " " in host name'],
  ['https://%41.com/', 'invalid URL escape "%41"'],
  ['https://ex%C3%A4mple.com/', { host: 'exämple.com' }], // non-ASCII may be escaped in a host
  ['https://user@host/', { host: 'host' }],
  ['https://us er@host/', 'net/url: invalid userinfo'],
  ['https://example.com/%zz', 'invalid URL escape "%zz"'],
  ['https://example.com/a%2', 'invalid URL escape "%2"'],
  ['https://example.com', { host: 'example.com', escapedPath: '' }],
  ['https://example.com?x=1', { escapedPath: '', rawQuery: 'x=1' }],
  ['https://example.com/path with spaces/', { escapedPath: '/path%20with%20spaces/' }],
  ['https://example.com/a%2Fb', { escapedPath: '/a%2Fb' }], // kept: a valid escaping of the path
  ['https://example.com/a%41b', { escapedPath: '/a%41b' }],
  ['https://example.com/a/../b', { escapedPath: '/a/../b' }], // WHATWG: /b
  ['https://example.com/über', { escapedPath: '/%C3%BCber' }],
  ['https://example.com/a;b,c:d@e', { escapedPath: '/a;b,c:d@e' }],
  ['https://example.com/a?b?c', { escapedPath: '/a', rawQuery: 'b?c' }],
  ['https://example.com/?q=ü', { rawQuery: 'q=ü' }],
  ['https://example.com/a#frag', { escapedPath: '/a%23frag' }], // ParseRequestURI keeps # in the path (escaped)
  ['http:///path', { scheme: 'http', host: '', escapedPath: '/path' }],
  ['//example.com/path', { scheme: '', host: '', escapedPath: '//example.com/path' }], // no scheme: no authority
  ['mailto:user@example.com', { scheme: 'mailto', opaque: 'user@example.com', host: '', escapedPath: '' }],
  ['localhost:8080', { scheme: 'localhost', opaque: '8080' }], // a scheme and an opaque part
  ['urn:isbn:0451450523', { scheme: 'urn', opaque: 'isbn:0451450523' }],
];

describe('parseRequestUri (url.ParseRequestURI)', () => {
  it.each(requestUris)('%j', (input, expected) => {
    const url = parseRequestUri(input);
    if (typeof expected === 'string') {
      expect(url).toEqual({ error: `parse ${JSON.stringify(input)}: ${expected}` });
      return;
    }
    if ('error' in url) throw new Error(url.error);
    const actual: Parts = {
      scheme: url.scheme,
      opaque: url.opaque,
      host: url.host,
      hostname: urlHostname(url),
      port: urlPort(url),
      escapedPath: urlEscapedPath(url),
      rawQuery: url.rawQuery,
    };
    expect(actual).toMatchObject(expected);
  });
});

describe('parseUrl (url.Parse) and URL.Query()', () => {
  const queries: [string, Record<string, string[]>][] = [
    ['https://example.com/path?k1=a&k2=b&k2=c', { k1: ['a'], k2: ['b', 'c'] }],
    ['https://example.com/path?key with spaces=value with spaces', { 'key with spaces': ['value with spaces'] }],
    ['https://example.com/path?', {}],
    ['https://example.com/path', {}],
    ['https://example.com/?a=1;b=2&c=3', { c: ['3'] }], // a pair with ';' is dropped
    ['https://example.com/?a=%zz&b=2', { b: ['2'] }], // so is a bad escape
    ['https://example.com/?a&b=', { a: [''], b: [''] }],
    ['https://example.com/?a+b=c+d&e=%26', { 'a b': ['c d'], e: ['&'] }],
    ['https://example.com/?x=1#x=2', { x: ['1'] }], // Parse cuts the fragment first
    ['https://example.com/?name=José&city=K%C3%B6ln', { name: ['José'], city: ['Köln'] }],
  ];
  it.each(queries)('%j', (input, expected) => {
    const url = parseUrl(input);
    if ('error' in url) throw new Error(url.error);
    expect(Object.fromEntries(urlQuery(url))).toEqual(expected);
  });

  const strings: [string, string][] = [
    ['https://Example.COM:8443/a b?x=1#f g', 'https://Example.COM:8443/a%20b?x=1#f%20g'],
    ['/healthz', '/healthz'],
    ['mailto:user@example.com', 'mailto:user@example.com'],
    ['https://u:p%40ss@host/', 'https://u:p%40ss@host/'],
    ['http:///path', 'http:///path'],
  ];
  it.each(strings)('%j prints as %j', (input, printed) => {
    const url = parseUrl(input);
    if ('error' in url) throw new Error(url.error);
    expect(formatUrl(url)).toBe(printed);
  });
});

describe('the CEL URL library on Go semantics', () => {
  const kro = createKroEnvironment({ resources: new Map() });
  const rows: [string, unknown][] = [
    ['isURL("/healthz")', true], // WHATWG: false
    ['isURL("https://user:pass@example.com:80/path?query=val#fragment")', true],
    ['isURL("https://a:b:c/")', false],
    ['isURL("../relative-path")', false],
    ['isURL("")', false],
    ['isURL("*")', true],
    ['isURL("localhost:8080")', true],
    ['url("/path").getScheme()', ''],
    ['url("/path").getHost()', ''],
    ['url("https://Example.com:80/").getHost()', 'Example.com:80'], // WHATWG: example.com:80
    ['url("https://[::1]:80/").getHost()', '[::1]:80'],
    ['url("https://[::1]:80/").getHostname()', '::1'],
    ['url("https://127.0.0.1:80/").getHostname()', '127.0.0.1'],
    ['url("https://example.com:443/").getPort()', '443'], // WHATWG: ''
    ['url("https://example.com/").getPort()', ''],
    ['url("https://example.com/path with spaces/").getEscapedPath()', '/path%20with%20spaces/'],
    ['url("https://example.com").getEscapedPath()', ''],
    ['url("https://example.com/a#frag").getEscapedPath()', '/a'],
    ['url("https://example.com/a/../b").getEscapedPath()', '/a/../b'],
    [
      'url("https://example.com/path?k1=a&k2=b&k2=c").getQuery()',
      new Map([
        ['k1', ['a']],
        ['k2', ['b', 'c']],
      ]),
    ],
    ['url("https://example.com/path?x=1#y=2").getQuery()', new Map([['x', ['1']]])],
  ];
  it.each(rows)('%s', (expression, expected) => expect(kro.env.evaluate(expression)).toEqual(expected));

  it('reports what url() cannot read as the apiserver does', () => {
    expect(() => kro.env.evaluate('url("../relative-path")')).toThrow(
      'URL parse error during conversion from string: parse "../relative-path": invalid URI for request',
    );
  });
});
