CREATE TABLE `import_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`category` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`steps_done` integer DEFAULT 0 NOT NULL,
	`progress` text,
	`placeholder_image` integer DEFAULT false NOT NULL,
	`article_id` text,
	`error` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "import_jobs_status" CHECK("import_jobs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `import_jobs_status` ON `import_jobs` (`status`);