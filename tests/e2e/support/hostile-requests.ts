import fc from "fast-check";
import { METHODS } from "node:http";

/**
 * Random HTTP/1.1 requests as bytes, for tests/e2e/hostile-requests.test.ts: the paths,
 * methods, headers, queries and bodies that scanners, broken clients and attackers send.
 * `invalid` marks a request that is not valid HTTP at all (a garbage method or version,
 * bytes a request line or header may not hold, broken framing): for those, closing the
 * connection without an answer is as good as a 400.
 */
export interface HostileRequest {
  bytes: Buffer;
  /** Method and target as sent, for the failure message. */
  label: string;
  invalid: boolean;
}

type Part = { text: string; invalid: boolean };
const valid = (text: string): Part => ({ text, invalid: false });
const invalid = (text: string): Part => ({ text, invalid: true });
const hex = (byte: number) => byte.toString(16).padStart(2, "0");

const method: fc.Arbitrary<Part> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "POST").map(valid) },
  // Every other method Node's parser knows: TRACE, CONNECT, PUT, PROPFIND, PURGE, QUERY…
  { weight: 5, arbitrary: fc.constantFrom(...METHODS).map(valid) },
  // Lower case, tokens no server knows, and bytes no token may hold.
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom("get", "Post", "trace", "connect", "", "G ET", "\x00GET", "GÉT", "GET\x7f").map(invalid),
      fc
        .stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/)
        .filter((m) => !METHODS.includes(m))
        .map(invalid),
    ),
  },
);

const known = [
  "",
  "about",
  "contact",
  "service-request",
  "become-dealer",
  "brands",
  "norcool",
  "pevino",
  "news",
  "search",
  "downloads",
  "manuals",
  "assets",
  "files",
  "images",
  "videos",
  "api",
  "send-form-email",
  "healthz",
  // The staff editor (the test turns it on, with previews).
  "admin",
  "preview",
  "preview-pane.js",
  "config.yml",
  "decap-cms.js",
  "terms",
  "application",
  "sitemap.xml",
  "robots.txt",
  "search-index.json",
  "index.html",
  "__manifest",
  "_root.data",
  "contact.data",
  "terms.data",
  "application.data",
  "..",
  ".",
  "%2e%2e",
  "favicon.svg",
];

const segment: fc.Arbitrary<Part> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...known).map(valid) },
  // Any ASCII byte percent-encoded, upper or lower case: control characters, %00, "/", "\".
  {
    weight: 4,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 127 }), fc.boolean()).map(([b, up]) => valid(`%${up ? hex(b).toUpperCase() : hex(b)}`)),
  },
  // Bytes that are not UTF-8 once decoded: a lone byte over 127, cut or overlong sequences.
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer({ min: 128, max: 255 }).map((b) => valid(`%${hex(b)}`)),
      fc.constantFrom("%C3", "%C3%28", "%E2%82", "%ED%A0%80", "%F4%90%80%80", "%FF", "%C0%AF", "%E0%80%AF", "%F0%9F%98").map(valid),
    ),
  },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 4 }).map((s) => valid(encodeURIComponent(s))) },
  { weight: 3, arbitrary: fc.stringMatching(/^[\w\-.~!$&'()*+,;=:@]{1,12}$/).map(valid) },
  // Stray "%" and raw backslashes.
  { weight: 1, arbitrary: fc.stringMatching(/^[\w\\]{0,3}[%\\][\w\\]{0,3}$/).map(valid) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 18_000 }).map((n) => valid("a".repeat(n))) },
  // Raw bytes a request line may not carry: spaces, controls, UTF-8.
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom(" ", "\t", "\x00", "\x7f", "\x1b[2J").map(invalid),
      fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 3 })
        .filter((s) => /[^\x21-\x7e]/.test(s))
        .map(invalid),
    ),
  },
);

const path: fc.Arbitrary<Part> = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constant("/") },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "//",
          "///",
          "/\\",
          "\\",
          "/%2f",
          "/%2F/",
          "/%5c",
          "/%5C%5C",
          "http://evil.example/",
          "HTTP://evil.example",
          "https://x",
          "/./",
          "/../",
        ),
      },
    ),
    fc.array(fc.tuple(segment, fc.constantFrom("/", "/", "/", "//", "\\", "%2f")), { maxLength: 5 }),
    fc.constantFrom("", "", "", "/", "//", "/\\", "%2f", "%5C"),
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: fc.stringMatching(/^[\w\-.~!$&'()*+,;=:@/?%]{0,40}$/) },
        // The editor's preview pane: entries it has, and words it must refuse.
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "collection=legal&entry=warranty&locale=de",
            "collection=news&entry=wine-storage-market-trends-2025&locale=nl",
            "collection=news&entry=&locale=en",
            "collection=%00&entry=..%2f..&locale=",
            "collection=legal&collection=news&entry=warranty",
          ),
        },
        // Characters a query should not hold raw; Node refuses some of them.
        { weight: 1, arbitrary: fc.stringMatching(/^[\w%\\"<>^`{|}]{0,12}$/) },
      ),
      { nil: undefined },
    ),
  )
  .map(([prefix, parts, trailing, query]) => {
    const body = parts.map(([s, sep], i) => (i ? sep : "") + s.text).join("");
    const text = `${prefix}${body}${trailing}${query === undefined ? "" : `?${query}`}`;
    return { text, invalid: parts.some(([s]) => s.invalid) };
  });

const target: fc.Arbitrary<Part> = fc.oneof(
  { weight: 20, arbitrary: path },
  { weight: 1, arbitrary: fc.constantFrom("*", "", "evil.example:443", "?x").map(valid) },
);

const headerValues: Record<string, fc.Arbitrary<string>> = {
  Range: fc.constantFrom(
    "bytes=0-0",
    "bytes=0-99",
    "bytes=-5",
    "bytes=5-",
    "bytes=0-1,4-5",
    "bytes=x-y",
    "bytes=99999999999999999999-",
    "bytes=5-2",
    "",
    "items=0-1",
    "bytes=-0",
  ),
  "If-Range": fc.constantFrom('"x"', 'W/"x"', "Tue, 15 Nov 1994 08:12:31 GMT", "garbage", '""', "*"),
  "If-None-Match": fc.constantFrom("*", '"x"', 'W/"x"', '"a", W/"b"', "garbage", '"', ",,,", "W/", '"x" "y"'),
  "If-Modified-Since": fc.constantFrom("Tue, 15 Nov 1994 08:12:31 GMT", "yesterday", ""),
  "Accept-Encoding": fc.constantFrom("br", "gzip", "gzip;q=0", "br;q=0, gzip", "*", "identity", "identity;q=0, *;q=0", "x-garbage", ""),
  Accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "garbage/;;"),
  "Content-Type": fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-8",
    "application/json",
    "multipart/form-data; boundary=x",
    "text/plain",
    "APPLICATION/JSON;;;",
    "",
  ),
  "X-Forwarded-For": fc.constantFrom("192.0.2.1", "::ffff:192.0.2.1", "2001:db8::1", "garbage", ", ,", "1.2.3.4, 5.6.7.8", "[::1]%eth0"),
  "X-Forwarded-Proto": fc.constantFrom("https", "http", "gopher", ""),
  Expect: fc.constantFrom("100-continue", "100-Continue", "200-ok"),
  Cookie: fc.constantFrom("a=b", "=;", ""),
  Referer: fc.constantFrom("https://evil.example/", "javascript:alert(1)", ""),
  "Idempotency-Key": fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  Origin: fc.constantFrom("null", "https://evil.example"),
};

const header: fc.Arbitrary<Part> = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.constantFrom(...Object.keys(headerValues)).chain((name) => headerValues[name]!.map((v) => valid(`${name}: ${v}`))),
  },
  {
    weight: 6,
    arbitrary: fc.tuple(fc.stringMatching(/^[\w-]{1,16}$/), fc.stringMatching(/^[\x20-\x7e]{0,40}$/)).map(([n, v]) => valid(`${n}: ${v}`)),
  },
  // Values with bytes a header may not hold, names with spaces, a line with no colon.
  {
    weight: 1,
    arbitrary: fc.constantFrom("X-Bad: a\x00b", "X-Bad: a\x7fb", "Bad Name: x", "no colon", ": empty", " Folded: x").map(invalid),
  },
);

const bodyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc
    .dictionary(fc.constantFrom("_form", "homepage", "name", "email", "message", "formType", "x"), fc.string({ maxLength: 30 }))
    .map((d) => new URLSearchParams(d).toString()),
  fc.constantFrom('{"formType":"contact","formData":{},"metadata":{}}', "{", "null", "[]"),
);

/** How the body is framed: Content-Length, chunked, or framing a server must refuse. */
const framing: fc.Arbitrary<(body: string) => Part> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(() => valid("\r\n")) },
  { weight: 6, arbitrary: fc.constant((b: string) => valid(`Content-Length: ${Buffer.byteLength(b)}\r\n\r\n${b}`)) },
  {
    weight: 3,
    arbitrary: fc.constant((b: string) => {
      const half = Math.floor(b.length / 2);
      const chunks = [b.slice(0, half), b.slice(half)].filter(Boolean).map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`);
      return valid(`Transfer-Encoding: chunked\r\n\r\n${chunks.join("")}0\r\n\r\n`);
    }),
  },
  // Declares more than any form takes (64 KB) and sends none of it: answered unread, closed.
  { weight: 2, arbitrary: fc.constantFrom("100000", "1000000000").map((n) => () => valid(`Content-Length: ${n}\r\n\r\n`)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        "Content-Length: abc",
        "Content-Length: -1",
        "Content-Length: 1.5",
        "Content-Length: 5, 6",
        "Content-Length: 99999999999999999999999",
        "Content-Length: 3\r\nContent-Length: 4",
        "Transfer-Encoding: gzip",
        "Transfer-Encoding: chunked\r\nContent-Length: 3",
      )
      .map((h) => (b: string) => invalid(`${h}\r\n\r\n${b}`)),
  },
  { weight: 1, arbitrary: fc.constant((b: string) => invalid(`Transfer-Encoding: chunked\r\n\r\nzz\r\n${b}\r\n0\r\n\r\n`)) },
);

const version: fc.Arbitrary<Part> = fc.oneof(
  { weight: 40, arbitrary: fc.constant(valid("HTTP/1.1")) },
  { weight: 3, arbitrary: fc.constant(valid("HTTP/1.0")) },
  { weight: 1, arbitrary: fc.constantFrom("HTTP/2.0", "HTTP/1.2", "HTTX/1.1", "HTTP/1.1 extra", "").map(invalid) },
);

export const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    method,
    target,
    version,
    host: fc.oneof(
      { weight: 16, arbitrary: fc.constantFrom("localhost", "127.0.0.1:3000", "evil.example", "[::1]").map((h) => [valid(`Host: ${h}`)]) },
      // None, two, or values no URL can be built from.
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.constant([valid("Host: localhost"), valid("Host: evil.example")]) },
      { weight: 1, arbitrary: fc.constantFrom("a b", "999.1.1.1", "x/y?z", "", "ünïcode", "x:99999999").map((h) => [valid(`Host: ${h}`)]) },
    ),
    headers: fc.array(header, { maxLength: 6 }),
    body: bodyText,
    framing,
  })
  .map(({ method, target, version, host, headers, body, framing }) => {
    const framed = framing(body);
    const lines = [...host, ...headers].map((h) => `${h.text}\r\n`).join("");
    // Every request asks for the connection to close after its answer, so an answer ends
    // with the server closing it; one left open is one the server forgot.
    const text = `${method.text} ${target.text} ${version.text}\r\n${lines}Connection: close\r\n${framed.text}`;
    const parts = [method, target, version, ...host, ...headers, framed];
    return {
      bytes: Buffer.from(text, "utf8"),
      label: JSON.stringify(`${method.text} ${target.text}`.slice(0, 200)),
      invalid: parts.some((p) => p.invalid),
    };
  });
