CREATE TABLE `newsletter_suppressions` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_audit_log` ADD `actor` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_submissions_to_anonymize` ON `contact_submissions` (`created_at`) WHERE "contact_submissions"."anonymized_at" is null;--> statement-breakpoint
CREATE INDEX `contact_submissions_processed` ON `contact_submissions` (`processed_at`) WHERE "contact_submissions"."processed_at" is not null;--> statement-breakpoint
CREATE INDEX `event_registrations_to_anonymize` ON `event_registrations` (`created_at`) WHERE "event_registrations"."anonymized_at" is null;--> statement-breakpoint
-- The audit log is append-only: only the removal of a staff account may touch a row (its
-- user_id becomes NULL through the foreign key; `actor` still names who acted).
CREATE TRIGGER `contact_audit_log_no_update` BEFORE UPDATE ON `contact_audit_log`
WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`action` IS NOT OLD.`action` OR NEW.`actor` IS NOT OLD.`actor`
  OR NEW.`subject` IS NOT OLD.`subject` OR NEW.`accessed_at` IS NOT OLD.`accessed_at`
  OR NEW.`user_id` IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'contact_audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `contact_audit_log_no_delete` BEFORE DELETE ON `contact_audit_log`
BEGIN
  SELECT RAISE(ABORT, 'contact_audit_log is append-only');
END;
