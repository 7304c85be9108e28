CREATE TABLE `uploaded_images` (
	`name` text PRIMARY KEY NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`placeholder` text NOT NULL,
	`derivatives` text,
	`uploaded_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `uploaded_images_pending` ON `uploaded_images` (`created_at`) WHERE "uploaded_images"."derivatives" is null;