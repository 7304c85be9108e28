CREATE TABLE `user_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`purpose` text NOT NULL,
	`user_id` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_tokens_purpose" CHECK("user_tokens"."purpose" in ('setup', 'invitation', 'reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_tokens_token_hash_unique` ON `user_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `user_tokens_user_id` ON `user_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `user_tokens_expires_at` ON `user_tokens` (`expires_at`);