// What the server and the pages both need to know of the second factor.

/** Who must have a second factor: nobody, administrators, or every member of staff. */
export const twoStepPolicies = ["none", "admins", "everyone"] as const;
export type TwoStepPolicy = (typeof twoStepPolicies)[number];

/** Where a member the policy covers, without a second factor, is sent from every staff page. */
export const secondFactorSetupPath = "/admin/account/app-di-autenticazione";

export const recoveryCodeCount = 10;
/** From 3 left, the member is told to make new ones. */
export const fewRecoveryCodesLeft = 3;
