import { driverRefusal, installedDriverVersion } from "../../app/utils/sqlite-driver.server";

// The test files open SQLite files in workers that run on this same Node: a pairing that would
// end them in native code stops the run here, once, with the reason and the way to run it.
export default function refuseAnUnfitDriver() {
  const problems = driverRefusal(process.versions.node, installedDriverVersion());
  if (problems.length > 0) throw new Error(problems.join("\n"));
}
