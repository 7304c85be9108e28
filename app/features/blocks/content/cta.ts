/** A call to action: what the link says and where it leads. */
export type Cta = { label: string; to: string };
