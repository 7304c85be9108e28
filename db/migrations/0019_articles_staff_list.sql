DROP INDEX `articles_created_at`;--> statement-breakpoint
CREATE INDEX `articles_staff_list` ON `articles` (`created_at`,`id`,`title`,`excerpt`,`category`,`status`,`published_at`,`unpublish_at`);