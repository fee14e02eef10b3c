import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { newMemberSchema, newPasswordSchema } from "./forms.server";
import { passwordProblem } from "./passwords.server";

const bea = { email: "bea.lopez@valet.example", name: "Bea Lopez" };

describe("a new staff password", () => {
  it("is refused when attackers try it first, with digits or symbols around it or not", () => {
    for (const password of ["password1234", "Password1234!", "1234password", "qwertyuiop123", "iloveyou2024!!"]) {
      expect(passwordProblem(password, bea), password).toMatch(/one of the most common/);
    }
  });

  it("is refused when it is one character repeated", () => {
    expect(passwordProblem("aaaaaaaaaaaa", bea)).toMatch(/one character repeated/);
    expect(passwordProblem("############", bea)).toMatch(/one character repeated/);
  });

  it("is refused when it holds the account's address, its name or the company's name", () => {
    expect(passwordProblem("bea.lopez@valet.example!", bea)).toMatch(/e-mail address or name/);
    expect(passwordProblem("my name is BeaLopez", bea)).toMatch(/e-mail address or name/);
    expect(passwordProblem("golden key valet 2026", bea)).toMatch(/Golden Key Valet/);
  });

  it("is accepted when long and unrelated", () => {
    expect(passwordProblem("correct horse battery staple", bea)).toBeNull();
    expect(passwordProblem("valet-staff-test-password", bea)).toBeNull();
  });

  it("is checked on the staff forms, with their first problem as the message", () => {
    const member = { name: "Bea Lopez", email: "bea.lopez@valet.example", role: "staff", password: "password1234" };
    const added = newMemberSchema.safeParse(member);
    expect(added.success).toBe(false);
    expect(added.error?.issues[0]?.message).toMatch(/most common/);
    expect(newMemberSchema.safeParse({ ...member, password: "tall hedges by the pier" }).success).toBe(true);
    expect(newMemberSchema.safeParse({ ...member, password: "x BeaLopez x" }).error?.issues[0]?.message).toMatch(
      /e-mail address or name/,
    );
    expect(newPasswordSchema.safeParse({ password: "aaaaaaaaaaaa" }).success).toBe(false);
  });
});

describe("ADMIN_PASSWORD", () => {
  it("stops the start with one line naming the variable when it is common", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "password1234" })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD is refused: That password is one of the most common ones[^\n]*\.$/,
    );
    expect(() => parseEnv({ ADMIN_PASSWORD: "aaaaaaaaaaaa" })).toThrow(/ADMIN_PASSWORD is refused/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "owner.name is me", ADMIN_EMAIL: "owner.name@valet.example" })).toThrow(
      /ADMIN_PASSWORD is refused: A password may not contain your e-mail address/,
    );
    expect(parseEnv({ ADMIN_PASSWORD: "valet-staff-test-password" }).ADMIN_PASSWORD).toBe("valet-staff-test-password");
  });
});
