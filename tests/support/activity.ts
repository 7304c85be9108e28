import { asc, eq } from "drizzle-orm";
import { staffActivity } from "../../db/schema";
import { db } from "~/utils/db.server";

/** The staff activity log's rows about `subject`, oldest first, as the log page reads them. */
export const activityAbout = (subject: string) =>
  db
    .select({
      action: staffActivity.action,
      userId: staffActivity.userId,
      actor: staffActivity.actor,
      subject: staffActivity.subject,
    })
    .from(staffActivity)
    .where(eq(staffActivity.subject, subject))
    .orderBy(asc(staffActivity.id))
    .all();
