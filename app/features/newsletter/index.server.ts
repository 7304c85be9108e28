// The newsletter feature's server door: what other features' loaders, actions and jobs may use.
export { webVersionPaths } from "./campaign-archive.server";
export { startCampaignWorker } from "./campaign-delivery.server";
export { queueDueCampaigns } from "./campaign-sending.server";
export { pruneResendWebhookEvents } from "./resend-webhook.server";
export { countLeaving } from "./campaign-figures.server";
