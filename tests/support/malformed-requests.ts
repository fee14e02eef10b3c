import { validBooking } from "./forms";

/** Every path that takes a post: the forms, the newsletter's links and the staff sign-in. */
const forms = [
  "/book",
  "/quote",
  "/contact",
  "/employment",
  "/newsletter",
  "/newsletter/unsubscribe?token=x",
  "/newsletter/confirm?token=x",
  "/staff",
];

export type Case = {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
};

/**
 * Hundreds of malformed posts across the forms: wrong content types, broken multipart, huge fields, invalid UTF-8,
 * unknown and duplicated fields, bad tokens, odd methods; each from its own client address. `token` is a valid form
 * token, so the cases that differ from a valid booking by one thing test that thing.
 */
export function malformedRequests(token: string): Case[] {
  const all: Case[] = [];
  let ip = 0;
  const add = (name: string, path: string, headers: Record<string, string>, body?: Buffer | string, method = "POST") =>
    all.push({ name, method, path, headers: { "X-Forwarded-For": `203.0.113.${(ip++ % 250) + 1}`, ...headers }, body });
  const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
  const valid = new URLSearchParams({ ...validBooking("ok@example.com"), formToken: token }).toString();
  for (const path of forms) {
    add("no content type", path, {}, "firstName=Ana");
    add("text/plain", path, { "Content-Type": "text/plain" }, "hello");
    add("json", path, { "Content-Type": "application/json" }, JSON.stringify({ firstName: "Ana" }));
    add("xml", path, { "Content-Type": "application/xml" }, "<a/>");
    add("empty urlencoded", path, urlencoded, "");
    add("garbage urlencoded", path, urlencoded, "%%%&&&===%zz%");
    add(
      "invalid utf-8",
      path,
      urlencoded,
      Buffer.from([0x66, 0x69, 0x72, 0x73, 0x74, 0x4e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28]),
    );
    add("invalid utf-8 percent-encoded", path, urlencoded, "firstName=%FF%FE%C3%28&email=a%C0%AF@x.com");
    add("huge field", path, urlencoded, `firstName=${"A".repeat(200_000)}`);
    add("huge declared length", path, { ...urlencoded, "Content-Length": "999999999" }, "firstName=A");
    add("many fields", path, urlencoded, Array.from({ length: 5000 }, (_, i) => `f${i}=x`).join("&"));
    add("long field name", path, urlencoded, `${"n".repeat(60_000)}=1`);
    add("control characters", path, urlencoded, `firstName=A%00B%07&lastName=%1B%5B31m&email=a@b.co`);
    add("unknown fields only", path, urlencoded, "foo=bar&baz=qux&__proto__=x&constructor=y");
    add("duplicated fields", path, urlencoded, `${valid}&email=second@example.com&guestCount=7`);
    add("no token", path, urlencoded, new URLSearchParams(validBooking("a@example.com")).toString());
    add(
      "forged token",
      path,
      urlencoded,
      `${new URLSearchParams(validBooking("a@example.com"))}&formToken=abc.def.ghi`,
    );
    add(
      "token of another signature",
      path,
      urlencoded,
      `${new URLSearchParams(validBooking("a@example.com"))}&formToken=${token.slice(0, -4)}AAAA`,
    );
    add("guest count not a number", path, urlencoded, `${valid}`.replace("guestCount=120", "guestCount=1e400"));
    add("negative guests", path, urlencoded, valid.replace("guestCount=120", "guestCount=-5"));
    add("fraction of a guest", path, urlencoded, valid.replace("guestCount=120", "guestCount=2.5"));
    add("impossible date", path, urlencoded, valid.replace(/eventDate=[^&]+/, "eventDate=2027-02-30"));
    add("past date", path, urlencoded, valid.replace(/eventDate=[^&]+/, "eventDate=2001-01-01"));
    add("bad time", path, urlencoded, valid.replace(/eventTime=[^&]+/, "eventTime=25%3A99"));
    add("option not offered", path, urlencoded, valid.replace("serviceType=Wedding", "serviceType=Rocket"));
    add(
      "script in name",
      path,
      urlencoded,
      valid.replace("firstName=Test", "firstName=%3Cscript%3Ealert(1)%3C%2Fscript%3E"),
    );
    add("multipart without boundary", path, { "Content-Type": "multipart/form-data" }, "--x\r\n");
    add(
      "multipart wrong boundary",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc" },
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
    );
    add(
      "multipart truncated",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc" },
      '--abc\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAna',
    );
    add(
      "multipart broken headers",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc" },
      "--abc\r\nNot-A-Header\r\n\r\nx\r\n--abc--\r\n",
    );
    add(
      "multipart two files",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc" },
      `${["a", "b"]
        .map(
          (n) =>
            `--abc\r\nContent-Disposition: form-data; name="resume"; filename="${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n`,
        )
        .join("")}--abc--\r\n`,
    );
    add(
      "multipart huge header",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc" },
      `--abc\r\nContent-Disposition: form-data; name="${"x".repeat(20_000)}"\r\n\r\n1\r\n--abc--\r\n`,
    );
    add(
      "multipart invalid utf-8",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc" },
      Buffer.concat([
        Buffer.from('--abc\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n'),
        Buffer.from([0xff, 0xfe, 0xfd]),
        Buffer.from("\r\n--abc--\r\n"),
      ]),
    );
    add("multipart empty", path, { "Content-Type": "multipart/form-data; boundary=abc" }, "");
    add("PUT", path, urlencoded, valid, "PUT");
    add("DELETE", path, urlencoded, undefined, "DELETE");
    add("PATCH", path, urlencoded, valid, "PATCH");
    add("query injection", `${path}?${"q=%00%FF".repeat(50)}`, urlencoded, valid);
    add("absurd content type", path, { "Content-Type": `multipart/form-data; boundary=${"b".repeat(300)}` }, "--x");
    add(
      "form-urlencoded with charset latin1",
      path,
      { "Content-Type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      "firstName=%E9",
    );
    add(
      "header injection in e-mail",
      path,
      urlencoded,
      valid.replace("ok%40example.com", "a%40b.co%0D%0ABcc%3A+x%40y.z"),
    );
    add("e-mail too long", path, urlencoded, valid.replace("ok%40example.com", `${"a".repeat(300)}%40example.com`));
    add("e-mail with spaces", path, urlencoded, valid.replace("ok%40example.com", "ok+ok%40example.com"));
    add("e-mail without a dot", path, urlencoded, valid.replace("ok%40example.com", "ok%40localhost"));
    add(
      "chunked garbage",
      path,
      { "Content-Type": "multipart/form-data; boundary=abc", "Transfer-Encoding": "chunked" },
      "--abc\r\n\r\n\r\n",
    );
  }
  return all;
}
