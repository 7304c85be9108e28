ALTER TABLE `contact_submissions` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `event_registrations` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_campaigns` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `language` text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE `page_views` ADD `language` text DEFAULT 'it' NOT NULL;