import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has a default for every setting, so a bare machine starts", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.RETENTION_DAYS).toBe(180);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.dataDir).toMatch(/data$/);
    expect(env.SQLITE_MAX_SIZE_MB).toBeUndefined();
    expect(env.MAIL_LEASE_MS).toBe(30_000);
  });

  it("reads a cap on the SQLite database's size in MB, empty meaning none", () => {
    expect(parseEnv({ SQLITE_MAX_SIZE_MB: "512" }).SQLITE_MAX_SIZE_MB).toBe(512);
    expect(parseEnv({ SQLITE_MAX_SIZE_MB: "0.5" }).SQLITE_MAX_SIZE_MB).toBe(0.5);
    expect(parseEnv({ SQLITE_MAX_SIZE_MB: "" }).SQLITE_MAX_SIZE_MB).toBeUndefined();
    expect(() => parseEnv({ SQLITE_MAX_SIZE_MB: "0" })).toThrow(/SQLITE_MAX_SIZE_MB/);
    expect(() => parseEnv({ SQLITE_MAX_SIZE_MB: "lots" })).toThrow(/SQLITE_MAX_SIZE_MB/);
  });

  it("keeps a mail job's lease at a second or more", () => {
    expect(parseEnv({ MAIL_LEASE_MS: "5000" }).MAIL_LEASE_MS).toBe(5_000);
    expect(() => parseEnv({ MAIL_LEASE_MS: "100" })).toThrow(/MAIL_LEASE_MS/);
  });

  it("reads the values it is given", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://www.example.nl",
      DATABASE_URL: "postgres://u@h/db",
      SMTP_URL: "smtp://127.0.0.1:2525",
      TRUST_PROXY: "true",
      FORM_RATE_LIMIT: "20",
    });
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, FORM_RATE_LIMIT: 20, SMTP_URL: "smtp://127.0.0.1:2525" });
  });

  it("lists every problem at once", () => {
    expect.assertions(5);
    try {
      parseEnv({ PORT: "eighty", SITE_URL: "not a url", DATABASE_URL: "mysql://x", RETENTION_DAYS: "0" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("SITE_URL");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("RETENTION_DAYS");
    }
  });
});

describe("parseEnv with the build's public settings", () => {
  const built = { SITE_URL: "https://www.example.nl", PUBLIC_EMAIL: "info@example.nl" };

  it("takes SITE_URL from the build, and agrees with a run-time value that matches it", () => {
    expect(parseEnv({}, built).SITE_URL).toBe("https://www.example.nl");
    expect(parseEnv({ SITE_URL: "https://www.example.nl", PUBLIC_EMAIL: "info@example.nl", PUBLIC_KVK: "" }, built).SITE_URL).toBe(
      "https://www.example.nl",
    );
    expect(parseEnv({}, {}).SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses a public setting that differs from the build, naming each one with the other problems", () => {
    expect.assertions(5);
    try {
      parseEnv(
        {
          PUBLIC_EMAIL: "sales@example.be",
          PUBLIC_MAP_TILE_URL: "https://tiles.example.nl/{z}/{x}/{y}.png",
          SITE_URL: "http://localhost:3000",
          PORT: "x",
        },
        built,
      );
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain('PUBLIC_EMAIL: is "sales@example.be" here, but the pages were built with "info@example.nl"');
      expect(message).toContain(
        'PUBLIC_MAP_TILE_URL: is "https://tiles.example.nl/{z}/{x}/{y}.png" here, but the pages were built without it',
      );
      expect(message).toContain('SITE_URL: is "http://localhost:3000" here, but the pages were built with "https://www.example.nl"');
      expect(message).toContain("PORT");
    }
  });
});
