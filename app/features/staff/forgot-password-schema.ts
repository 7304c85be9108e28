import * as z from "zod";
import { email } from "~/utils/fields";

/** 'Password dimenticata?': only the address the link goes to. */
export const forgotPasswordSchema = z.object({ email });
