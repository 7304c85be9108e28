import * as z from "zod";

/** The buttons beside each user in the list: a new role, or removal. */
export const userChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("role"),
    userId: z.string().max(100),
    role: z.enum(["admin", "editor"]),
  }),
  z.object({ intent: z.literal("remove"), userId: z.string().max(100) }),
]);
