CREATE TABLE `analytics_hourly` (
	`dimension` text NOT NULL,
	`day` text NOT NULL,
	`hour_start` integer NOT NULL,
	`value` text NOT NULL,
	`visitors` integer NOT NULL,
	`views` integer NOT NULL,
	`visits` integer NOT NULL,
	`bounces` integer NOT NULL,
	PRIMARY KEY(`day`, `dimension`, `hour_start`, `value`)
);
--> statement-breakpoint
DROP INDEX `analytics_visits_day`;--> statement-breakpoint
DROP INDEX `analytics_visits_visitor`;--> statement-breakpoint
CREATE INDEX `analytics_visits_day_visitor` ON `analytics_visits` (`day`,`visitor`,`started_at`);--> statement-breakpoint
DROP INDEX `articles_created_at`;--> statement-breakpoint
CREATE INDEX `articles_staff_list` ON `articles` (`created_at`,`id`,`title`,`excerpt`,`category`,`status`,`published_at`,`unpublish_at`);--> statement-breakpoint
DROP INDEX `page_views_day_path`;--> statement-breakpoint
CREATE INDEX `page_views_visit_path` ON `page_views` (`visit_id`,`path`);