ALTER TABLE `articles` ADD `featured_image_width` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `featured_image_height` integer;--> statement-breakpoint
CREATE INDEX `articles_status_category` ON `articles` (`status`,`category`);