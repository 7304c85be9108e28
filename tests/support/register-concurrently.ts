// Posts registrations for one event from a process of its own, all at once at a given moment:
// `register-concurrently.ts <slug> <worker> <count> <start-ms>`. Run by the capacity test,
// several at a time, each with its own connection to the same database.
import { acceptSubmission } from "../../app/features/visitor-forms/visitor-submission.server";
import { registrationKind } from "../../app/features/events/registrations.server";
import { closeDatabase } from "../../app/utils/db.server";

const [slug = "", worker = "0", count = "10", startAt = "0"] = process.argv.slice(2);

await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const results = await Promise.all(
  Array.from({ length: Number(count) }, (_, index) =>
    acceptSubmission(registrationKind, {
      value: {
        nome: "Posto",
        cognome: `Conteso ${worker}-${index}`,
        email: `conteso.${worker}.${index}@example.com`,
        evento: slug,
        privacy_accepted: true,
        newsletter_accepted: false,
        ads_accepted: false,
      },
      source: "eventi",
      // One address each: the form's limit per address is not what is measured.
      visitor: { ip: `203.0.113.${Number(worker) * 50 + index}`, userAgent: null },
    }),
  ),
);
closeDatabase();
const stored = results.filter((result) => result === "stored").length;
if (stored !== results.length) {
  console.error(`Registrazioni non salvate: ${JSON.stringify(results)}`);
  process.exit(1);
}
