import fs from "node:fs";
import { expect, test } from "vitest";
import { bodyLimits } from "~/utils/form-body.server";
import { sessionCookieName } from "~/utils/session.server";
import { toastCookieName } from "~/utils/toast.server";

const nginx = fs.readFileSync("deploy/nginx.conf", "utf8");
const vcl = fs.readFileSync("deploy/varnish.vcl", "utf8");

test("the README shows deploy/nginx.conf as it is", () => {
  const readme = fs.readFileSync("README.md", "utf8");
  expect(readme).toContain(`\`deploy/nginx.conf\`:\n\n\`\`\`nginx\n${nginx}\`\`\`\n`);
});

test("nginx takes the staff's largest post and not a byte more", () => {
  const admin = /location \/admin \{[^}]*client_max_body_size (\d+)m;/.exec(nginx);
  expect(Number(admin?.[1]) * 1024 * 1024).toBe(bodyLimits.articleForm);
});

test("Varnish passes the requests of the cookies that make a page personal", () => {
  expect(vcl).toContain(`(${sessionCookieName}|${toastCookieName})=`);
});
