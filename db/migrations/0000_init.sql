CREATE TABLE `articles` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`keywords` text,
	`featured_image_url` text,
	`category` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`author_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`published_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "articles_status" CHECK("articles"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_status_published_at` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_created_at` ON `articles` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`user_id` text,
	`subject` text,
	`accessed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_audit_log_accessed_at` ON `contact_audit_log` (`accessed_at`);--> statement-breakpoint
CREATE TABLE `contact_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nome` text NOT NULL,
	`cognome` text NOT NULL,
	`email` text NOT NULL,
	`telefono` text,
	`azienda` text,
	`servizio` text NOT NULL,
	`messaggio` text NOT NULL,
	`privacy_accepted` integer DEFAULT false NOT NULL,
	`newsletter_accepted` integer DEFAULT false NOT NULL,
	`user_agent` text,
	`ip_address` text,
	`source` text DEFAULT 'contatti' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`processed_at` integer,
	`anonymized_at` integer,
	`retention_expires_at` integer NOT NULL,
	CONSTRAINT "contact_submissions_privacy" CHECK("contact_submissions"."privacy_accepted" = 1)
);
--> statement-breakpoint
CREATE INDEX `contact_submissions_created_at` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_submissions_retention` ON `contact_submissions` (`retention_expires_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "email_outbox_status" CHECK("email_outbox"."status" in ('pending', 'sent', 'dead'))
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_next_attempt` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nome` text NOT NULL,
	`cognome` text NOT NULL,
	`email` text NOT NULL,
	`telefono` text,
	`azienda` text,
	`evento` text NOT NULL,
	`messaggio` text,
	`privacy_accepted` integer DEFAULT false NOT NULL,
	`newsletter_accepted` integer DEFAULT false NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`anonymized_at` integer,
	`retention_expires_at` integer NOT NULL,
	CONSTRAINT "event_registrations_privacy" CHECK("event_registrations"."privacy_accepted" = 1)
);
--> statement-breakpoint
CREATE INDEX `event_registrations_created_at` ON `event_registrations` (`created_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_retention` ON `event_registrations` (`retention_expires_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`nome` text,
	`cognome` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`token` text NOT NULL,
	`source` text NOT NULL,
	`consent_at` integer NOT NULL,
	`consent_ip` text,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "newsletter_subscribers_status" CHECK("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token` ON `newsletter_subscribers` (`token`);--> statement-breakpoint
CREATE TABLE `rate_limit_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_bucket_key_at` ON `rate_limit_hits` (`bucket`,`key`,`at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_roles_role" CHECK("user_roles"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);