import { describe, expect, it } from "vitest";
import { ownerEmail, parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      MAIL_FROM: "bookings@goldenkeyvalet.example",
      NOTIFY_EMAIL: "bookings@goldenkeyvalet.example",
    });
    expect([env.DATABASE_URL, env.SMTP_URL, env.ADMIN_PASSWORD]).toEqual([undefined, undefined, undefined]);
  });

  it("reads PORT 0 as a port the system picks, and an empty PORT as unset", () => {
    expect([parseEnv({ PORT: "0" }).PORT, parseEnv({ PORT: "" }).PORT, parseEnv({ PORT: "8080" }).PORT]).toEqual([
      0, 3000, 8080,
    ]);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: "-1" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "example.com" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ NOTIFY_EMAIL: "nobody" })).toThrow(/NOTIFY_EMAIL/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("reads FORM_MIN_FILL_MS as whole milliseconds, 3000 when unset or empty", () => {
    const fill = (value?: string) => parseEnv(value === undefined ? {} : { FORM_MIN_FILL_MS: value }).FORM_MIN_FILL_MS;
    expect([fill(), fill(""), fill("0"), fill("1500")]).toEqual([3000, 3000, 0, 1500]);
    for (const bad of ["-1", "1.5", "soon"]) expect(() => fill(bad)).toThrow(/FORM_MIN_FILL_MS/);
  });

  it("reads MAIL_SEND_TIMEOUT_SECONDS as whole seconds from 1 to 600, 30 when unset or empty", () => {
    const timeout = (value?: string) =>
      parseEnv(value === undefined ? {} : { MAIL_SEND_TIMEOUT_SECONDS: value }).MAIL_SEND_TIMEOUT_SECONDS;
    expect([timeout(), timeout(""), timeout("1"), timeout("600")]).toEqual([30, 30, 1, 600]);
    for (const bad of ["0", "601", "2.5", "soon"]) expect(() => timeout(bad)).toThrow(/MAIL_SEND_TIMEOUT_SECONDS/);
  });

  it("reads OWNER_DIGEST_TIME as HH:MM on a 24-hour clock, 08:00 when unset or empty", () => {
    const time = (value?: string) =>
      parseEnv(value === undefined ? {} : { OWNER_DIGEST_TIME: value }).OWNER_DIGEST_TIME;
    expect([time(), time(""), time("07:30"), time("23:59")]).toEqual(["08:00", "08:00", "07:30", "23:59"]);
    for (const bad of ["8:00", "24:00", "08:60", "8am"]) expect(() => time(bad)).toThrow(/OWNER_DIGEST_TIME/);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxies, none when unset", () => {
    const trust = (value?: string) => parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust("")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "2001:db8::/32",
      "192.0.2.7",
    ]);
    for (const bad of ["true", "*", "10.0.0.0/33", "proxy.example", "1.2.3", "loopback,"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("makes the owner's account ADMIN_EMAIL, or NOTIFY_EMAIL by default", () => {
    expect(ownerEmail(parseEnv({ NOTIFY_EMAIL: "Office@Valet.example" }))).toBe("office@valet.example");
    expect(ownerEmail(parseEnv({ NOTIFY_EMAIL: "office@valet.example", ADMIN_EMAIL: "ana@valet.example" }))).toBe(
      "ana@valet.example",
    );
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://valet.example/" }).SITE_URL).toBe("https://valet.example");
  });
});
