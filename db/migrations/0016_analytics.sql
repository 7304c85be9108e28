CREATE TABLE `analytics_daily` (
	`dimension` text NOT NULL,
	`day` text NOT NULL,
	`value` text NOT NULL,
	`visitors` integer NOT NULL,
	`views` integer NOT NULL,
	`visits` integer NOT NULL,
	`bounces` integer NOT NULL,
	PRIMARY KEY(`dimension`, `day`, `value`)
);
--> statement-breakpoint
CREATE INDEX `analytics_daily_value` ON `analytics_daily` (`dimension`,`value`,`day`);--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` blob NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`started_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	`entry_path` text NOT NULL,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_content` text,
	`utm_term` text,
	`device` text NOT NULL,
	`browser` text NOT NULL,
	`views` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_visits_day` ON `analytics_visits` (`day`);--> statement-breakpoint
CREATE INDEX `analytics_visits_visitor` ON `analytics_visits` (`visitor`,`last_at`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visit_id` integer NOT NULL,
	`day` text NOT NULL,
	`at` integer NOT NULL,
	`path` text NOT NULL,
	`visitor` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_day_path` ON `page_views` (`day`,`path`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `from_path` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `entry_path` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `from_path` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `entry_path` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `from_path` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `entry_path` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `utm_campaign` text;