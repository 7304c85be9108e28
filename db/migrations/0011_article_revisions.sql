CREATE TABLE `article_revisions` (
	`article_id` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`payload` blob NOT NULL,
	`source` text NOT NULL,
	`user_id` text,
	`token_id` integer,
	`first_saved_at` integer NOT NULL,
	`saved_at` integer NOT NULL,
	`added` integer NOT NULL,
	`removed` integer NOT NULL,
	`images` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`article_id`, `seq`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`token_id`) REFERENCES `api_tokens`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "article_revisions_kind" CHECK("article_revisions"."kind" in ('full', 'patch')),
	CONSTRAINT "article_revisions_source" CHECK("article_revisions"."source" in ('editor', 'autosave', 'quick-import', 'markdown-import', 'sheet-api', 'schedule', 'restore', 'baseline')),
	CONSTRAINT "article_revisions_one_author" CHECK("article_revisions"."user_id" is null or "article_revisions"."token_id" is null)
);
--> statement-breakpoint
CREATE TABLE `deleted_articles` (
	`article_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`status` text NOT NULL,
	`deleted_by` text,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `deleted_articles_deleted_at` ON `deleted_articles` (`deleted_at`);