CREATE TABLE `lead_event_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`at` integer NOT NULL,
	`status` integer,
	`duration_ms` integer NOT NULL,
	`error` text,
	FOREIGN KEY (`event_id`) REFERENCES `lead_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_event_attempts_event` ON `lead_event_attempts` (`event_id`);--> statement-breakpoint
CREATE INDEX `lead_event_attempts_at` ON `lead_event_attempts` (`at`);--> statement-breakpoint
CREATE TABLE `lead_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`destination` text NOT NULL,
	`type` text NOT NULL,
	`message_id` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "lead_events_destination" CHECK("lead_events"."destination" in ('webhook', 'meta')),
	CONSTRAINT "lead_events_type" CHECK("lead_events"."type" in ('lead.created', 'lead.stage_changed', 'lead.erased')),
	CONSTRAINT "lead_events_status" CHECK("lead_events"."status" in ('pending', 'sent', 'dead', 'dropped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_events_message_id_unique` ON `lead_events` (`message_id`);--> statement-breakpoint
CREATE INDEX `lead_events_due` ON `lead_events` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `lead_events_lead` ON `lead_events` (`lead_id`,`destination`,`id`);