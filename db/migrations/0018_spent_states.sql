CREATE TABLE `spent_states` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `spent_states_expires_at` ON `spent_states` (`expires_at`);