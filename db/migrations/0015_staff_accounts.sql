CREATE TABLE `passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`public_key` blob NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`backed_up` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `passkeys_user_id` ON `passkeys` (`user_id`);--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recovery_codes_user_code` ON `recovery_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `staff_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`user_id` text,
	`actor` text DEFAULT '' NOT NULL,
	`subject` text,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `staff_activity_at` ON `staff_activity` (`at`);--> statement-breakpoint
CREATE INDEX `staff_activity_user_at` ON `staff_activity` (`user_id`,`at`);--> statement-breakpoint
CREATE INDEX `staff_activity_action_at` ON `staff_activity` (`action`,`at`);--> statement-breakpoint
CREATE TABLE `staff_devices` (
	`user_id` text NOT NULL,
	`device_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `device_hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip_prefix` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `sign_in_method` text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_enabled_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_last_step` integer;--> statement-breakpoint
-- The staff activity log is append-only: the removal of a staff account may only clear a
-- row's user_id (the actor still names who acted), and only rows older than two years may go.
CREATE TRIGGER `staff_activity_no_update` BEFORE UPDATE ON `staff_activity`
WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`action` IS NOT OLD.`action` OR NEW.`actor` IS NOT OLD.`actor`
  OR NEW.`subject` IS NOT OLD.`subject` OR NEW.`at` IS NOT OLD.`at`
  OR NEW.`user_id` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'staff_activity is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `staff_activity_no_early_delete` BEFORE DELETE ON `staff_activity`
WHEN OLD.`at` > cast(unixepoch('subsec') * 1000 as integer) - 730 * 86400000
BEGIN
  SELECT RAISE(ABORT, 'staff_activity keeps two years');
END;
