// What the server and the pages both need to know of the second factor.

export const recoveryCodeCount = 10;
/** From 3 left, the member is told to make new ones. */
export const fewRecoveryCodesLeft = 3;
