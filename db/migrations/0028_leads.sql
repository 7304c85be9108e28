CREATE TABLE `campaign_spend` (
	`campaign` text NOT NULL,
	`month` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`campaign`, `month`)
);
--> statement-breakpoint
CREATE TABLE `lead_timeline` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`user_id` text,
	`actor` text DEFAULT '' NOT NULL,
	`from_stage` text,
	`to_stage` text,
	`text` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_timeline_lead_at` ON `lead_timeline` (`lead_id`,`at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`contact_id` integer,
	`registration_id` integer,
	`subject` text NOT NULL,
	`stage` text DEFAULT 'nuovo' NOT NULL,
	`reached_stage` integer DEFAULT 0 NOT NULL,
	`lost_reason` text,
	`owner_id` text,
	`value_cents` integer,
	`expected_close_on` text,
	`next_action` text,
	`next_action_on` text,
	`next_action_reminded_on` text,
	`channel` text NOT NULL,
	`utm_medium` text,
	`utm_campaign` text,
	`entry_path` text,
	`page_id` text,
	`gclid` text,
	`gbraid` text,
	`wbraid` text,
	`fbclid` text,
	`clicked_at` integer,
	`ad_consent_at` integer,
	`ad_consent_version` text,
	`ad_consent_revoked_at` integer,
	`privacy_signal` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`changed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`first_response_at` integer,
	`closed_at` integer,
	`anonymized_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`registration_id`) REFERENCES `event_registrations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "leads_stage" CHECK("leads"."stage" in ('nuovo', 'contattato', 'qualificato', 'proposta', 'vinto', 'perso')),
	CONSTRAINT "leads_kind" CHECK("leads"."kind" in ('contatto', 'richiesta', 'iscrizione'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leads_contact` ON `leads` (`contact_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `leads_registration` ON `leads` (`registration_id`);--> statement-breakpoint
CREATE INDEX `leads_stage_created` ON `leads` (`stage`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_created` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_owner` ON `leads` (`owner_id`,`stage`);--> statement-breakpoint
CREATE INDEX `leads_next_action` ON `leads` (`next_action_on`) WHERE "leads"."next_action_on" is not null and "leads"."stage" not in ('vinto', 'perso');--> statement-breakpoint
INSERT INTO `leads` (`kind`, `contact_id`, `subject`, `stage`, `reached_stage`, `channel`, `utm_medium`, `utm_campaign`, `entry_path`, `page_id`, `created_at`, `changed_at`, `first_response_at`, `anonymized_at`)
SELECT
	CASE WHEN `servizio` = `source` THEN 'richiesta' ELSE 'contatto' END,
	`id`,
	CASE `servizio`
		WHEN 'social-media' THEN 'Gestione Social Media'
		WHEN 'content-marketing' THEN 'Content Marketing'
		WHEN 'advertising' THEN 'Social & Google Ads'
		WHEN 'consulenza' THEN 'Consulenza Strategica'
		WHEN 'formazione' THEN 'Formazione'
		WHEN 'eventi' THEN 'Eventi'
		WHEN 'altro' THEN 'Altro'
		WHEN 'packaging-design' THEN 'Packaging Design'
		WHEN 'stand-fieristici' THEN 'Stand Fieristici'
		ELSE `servizio`
	END,
	CASE WHEN `processed_at` IS NULL THEN 'nuovo' ELSE 'contattato' END,
	CASE WHEN `processed_at` IS NULL THEN 0 ELSE 1 END,
	coalesce(`utm_source`, `referrer_host`, 'diretto'),
	`utm_medium`, `utm_campaign`, `entry_path`, `page_id`,
	`created_at`, coalesce(`processed_at`, `created_at`), `processed_at`, `anonymized_at`
FROM `contact_submissions` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `leads` (`kind`, `registration_id`, `subject`, `channel`, `utm_medium`, `utm_campaign`, `entry_path`, `created_at`, `changed_at`, `anonymized_at`)
SELECT
	'iscrizione', r.`id`,
	coalesce((SELECT e.`title` FROM `events` e WHERE e.`id` = r.`event_id`), r.`evento`),
	coalesce(r.`utm_source`, r.`referrer_host`, 'diretto'),
	r.`utm_medium`, r.`utm_campaign`, r.`entry_path`,
	r.`created_at`, r.`created_at`, r.`anonymized_at`
FROM `event_registrations` r ORDER BY r.`id`;
--> statement-breakpoint
INSERT INTO `lead_timeline` (`lead_id`, `kind`, `at`, `to_stage`)
SELECT `id`, 'creato', `created_at`, 'nuovo' FROM `leads`;
--> statement-breakpoint
INSERT INTO `lead_timeline` (`lead_id`, `kind`, `at`, `from_stage`, `to_stage`)
SELECT `id`, 'fase', `first_response_at`, 'nuovo', 'contattato' FROM `leads` WHERE `first_response_at` IS NOT NULL;
