CREATE TABLE `newsletter_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_error` text,
	`sent_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "newsletter_batches_status" CHECK("newsletter_batches"."status" in ('pending', 'sent', 'dead'))
);
--> statement-breakpoint
CREATE INDEX `newsletter_batches_status_next_attempt` ON `newsletter_batches` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `newsletter_batches_campaign` ON `newsletter_batches` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `newsletter_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`subject` text NOT NULL,
	`preheader` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`web_version` integer DEFAULT false NOT NULL,
	`count_clicks` integer DEFAULT false NOT NULL,
	`scheduled_at` integer,
	`queued_at` integer,
	`sent_at` integer,
	`html` text,
	`text` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`delivered` integer DEFAULT 0 NOT NULL,
	`bounced` integer DEFAULT 0 NOT NULL,
	`complained` integer DEFAULT 0 NOT NULL,
	`unsubscribed` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`queued_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`queued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "newsletter_campaigns_status" CHECK("newsletter_campaigns"."status" in ('draft', 'scheduled', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_campaigns_slug_unique` ON `newsletter_campaigns` (`slug`);--> statement-breakpoint
CREATE INDEX `newsletter_campaigns_status_scheduled` ON `newsletter_campaigns` (`status`,`scheduled_at`);--> statement-breakpoint
CREATE TABLE `newsletter_links` (
	`campaign_id` integer NOT NULL,
	`n` integer NOT NULL,
	`url` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`campaign_id`, `n`),
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsletter_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`batch_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`email` text NOT NULL,
	`token` text NOT NULL,
	`resend_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `newsletter_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`batch_id`) REFERENCES `newsletter_batches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "newsletter_recipients_status" CHECK("newsletter_recipients"."status" in ('queued', 'sent', 'delivered', 'bounced', 'complained'))
);
--> statement-breakpoint
CREATE INDEX `newsletter_recipients_batch` ON `newsletter_recipients` (`batch_id`);--> statement-breakpoint
CREATE INDEX `newsletter_recipients_campaign` ON `newsletter_recipients` (`campaign_id`);--> statement-breakpoint
CREATE INDEX `newsletter_recipients_subscriber` ON `newsletter_recipients` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `newsletter_recipients_resend_id` ON `newsletter_recipients` (`resend_id`);--> statement-breakpoint
CREATE TABLE `resend_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `resend_webhook_events_received_at` ON `resend_webhook_events` (`received_at`);--> statement-breakpoint
ALTER TABLE `newsletter_suppressions` ADD `reason` text DEFAULT 'erased' NOT NULL;