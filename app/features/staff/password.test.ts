import { expect, test } from "vitest";
import { isCommonPassword } from "./password";
import { setPasswordSchema } from "./set-password-schema";
import { setupSchema } from "./setup-schema";

const errorsOf = (input: Record<string, string>) => {
  const parsed = setPasswordSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

test("a password of 12 characters or more, typed twice alike, is accepted", () => {
  expect(
    setPasswordSchema.safeParse({
      password: "cavallo-batteria",
      password_confirm: "cavallo-batteria",
    }).success,
  ).toBe(true);
});

test("fewer than 12 characters are refused", () => {
  expect(errorsOf({ password: "corta-11car", password_confirm: "corta-11car" }).password).toMatch(
    /almeno 12 caratteri/,
  );
});

test("a common password is refused whatever its case", () => {
  expect(isCommonPassword("Password1234")).toBe(true);
  expect(errorsOf({ password: "QWERTYUIOP12", password_confirm: "QWERTYUIOP12" }).password).toMatch(
    /più usate/,
  );
});

test("a repetition that differs is reported beside the repetition", () => {
  expect(errorsOf({ password: "cavallo-batteria", password_confirm: "cavallo-batteria!" })).toEqual(
    {
      password_confirm: "Le due password non coincidono.",
    },
  );
});

test("spaces count: a password is never trimmed", () => {
  const parsed = setPasswordSchema.safeParse({
    password: "  spazi-attorno  ",
    password_confirm: "  spazi-attorno  ",
  });
  expect(parsed.success && parsed.data.password).toBe("  spazi-attorno  ");
});

test("the setup form lowercases the e-mail and needs a name", () => {
  const parsed = setupSchema.safeParse({
    name: "Anna",
    email: "Anna@Example.COM",
    password: "cavallo-batteria",
    password_confirm: "cavallo-batteria",
  });
  expect(parsed.success && parsed.data.email).toBe("anna@example.com");
  expect(
    setupSchema.safeParse({
      email: "a@example.com",
      password: "cavallo-batteria",
      password_confirm: "cavallo-batteria",
    }).success,
  ).toBe(false);
});
