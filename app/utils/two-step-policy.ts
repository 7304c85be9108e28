// Who must have a second factor: the staff pages set it, the auth guard enforces it.

/** Who must have a second factor: nobody, administrators, or every member of staff. */
export const twoStepPolicies = ["none", "admins", "everyone"] as const;
export type TwoStepPolicy = (typeof twoStepPolicies)[number];

/** Where a member the policy covers, without a second factor, is sent from every staff page. */
export const secondFactorSetupPath = "/admin/account/app-di-autenticazione";
