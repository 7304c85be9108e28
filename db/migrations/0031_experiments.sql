CREATE TABLE `experiment_days` (
	`experiment_id` integer NOT NULL,
	`variant` integer NOT NULL,
	`day` text NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`experiment_id`, `variant`, `day`),
	FOREIGN KEY (`experiment_id`) REFERENCES `experiments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `experiments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`page_id` text NOT NULL,
	`goal` text NOT NULL,
	`variants` text NOT NULL,
	`max_days` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`started_at` integer,
	`ended_at` integer,
	`end_reason` text,
	`winner` integer,
	`promoted_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "experiments_goal" CHECK("experiments"."goal" in ('leads', 'qualified', 'won')),
	CONSTRAINT "experiments_status" CHECK("experiments"."status" in ('draft', 'running', 'paused', 'stopped')),
	CONSTRAINT "experiments_end_reason" CHECK("experiments"."end_reason" is null or "experiments"."end_reason" in ('staff', 'winner', 'control', 'time-limit'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `experiments_one_live_per_page` ON `experiments` (`page_id`) WHERE "experiments"."status" in ('running', 'paused');--> statement-breakpoint
ALTER TABLE `leads` ADD `experiment_id` integer REFERENCES experiments(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `leads` ADD `variant` integer;--> statement-breakpoint
ALTER TABLE `page_views` ADD `experiment_id` integer;--> statement-breakpoint
ALTER TABLE `page_views` ADD `variant` integer;