import * as z from "zod";
import { requiredText } from "~/utils/fields";

export const passkeyNameMax = 60;

/** The name a member gives a passkey, to tell it apart in the list (and when removing it). */
export const passkeyNameSchema = z.object({
  name: requiredText(
    "Dai un nome alla passkey, ad esempio «Portatile dell'ufficio».",
    "Il nome della passkey",
    passkeyNameMax,
  ),
});
