PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_articles` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`keywords` text,
	`featured_image_url` text,
	`featured_image_width` integer,
	`featured_image_height` integer,
	`category` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`author_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`published_at` integer,
	`unpublish_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "articles_status" CHECK("__new_articles"."status" in ('draft', 'scheduled', 'published', 'archived'))
);
--> statement-breakpoint
INSERT INTO `__new_articles`("id", "title", "slug", "excerpt", "content", "meta_title", "meta_description", "keywords", "featured_image_url", "featured_image_width", "featured_image_height", "category", "status", "author_id", "created_at", "published_at", "updated_at") SELECT "id", "title", "slug", "excerpt", "content", "meta_title", "meta_description", "keywords", "featured_image_url", "featured_image_width", "featured_image_height", "category", "status", "author_id", "created_at", "published_at", "updated_at" FROM `articles`;--> statement-breakpoint
DROP TABLE `articles`;--> statement-breakpoint
ALTER TABLE `__new_articles` RENAME TO `articles`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_status_published_at` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_status_category` ON `articles` (`status`,`category`);--> statement-breakpoint
CREATE INDEX `articles_created_at` ON `articles` (`created_at`);