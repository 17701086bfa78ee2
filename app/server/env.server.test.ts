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
