// The build a run uses, made once: `npm install` (its `prepare`) and `npm test` build only
// when the sources, the packages or the configuration changed since the last build, or its
// outputs did (another command's build, `npm run dev`). See scripts/build-record.ts.
import { buildIfChanged } from "./build-record";

const started = performance.now();
const { outcome } = await buildIfChanged(process.cwd());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  outcome === "current"
    ? `Build già aggiornata: stessi sorgenti e stessi file dell'ultima (${seconds} s per verificarlo).`
    : `Build eseguita in ${seconds} s.`,
);
