import { vars } from "./theme.css";

/**
 * A `transition` value: the given properties at one of the theme's speeds, with its easing.
 * The speeds are zero under reduced motion, so every transition written with this stops there.
 */
export function transition(properties: readonly string[], speed: "fast" | "medium" = "fast") {
  return properties
    .map((property) => `${property} ${vars.motion[speed]} ${vars.motion.easing}`)
    .join(", ");
}
