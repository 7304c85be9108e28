CREATE TABLE `event_search_docs` (
	`doc` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`body_text` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_search_docs_event_id_unique` ON `event_search_docs` (`event_id`);--> statement-breakpoint
CREATE VIRTUAL TABLE `event_search` USING fts5(
	`title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`,
	content = '', contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- The columns are the articles' index's, so one query finds both: the kind and format stand in
-- the category's place, the place in the keywords'.
CREATE TRIGGER `events_search_insert` AFTER INSERT ON `events` BEGIN
	INSERT INTO `event_search_docs` (`event_id`, `body_text`) VALUES (new.`id`, search_body(new.`content`));
	INSERT INTO `event_search` (`rowid`, `title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`)
		SELECT `doc`, search_stems(new.`title`), search_stems(new.`excerpt`), search_stems(`body_text`),
			search_stems(new.`kind` || ' ' || new.`format`),
			search_stems(coalesce(new.`place_name`, '') || ' ' || coalesce(new.`place_city`, '')),
			search_words(new.`title`, new.`excerpt`, `body_text`, new.`kind` || ' ' || new.`format`,
				coalesce(new.`place_name`, '') || ' ' || coalesce(new.`place_city`, '')),
			new.`status`
		FROM `event_search_docs` WHERE `event_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_update` AFTER UPDATE OF `id`, `title`, `excerpt`, `content`, `kind`, `format`, `place_name`, `place_city`, `status` ON `events` BEGIN
	DELETE FROM `event_search` WHERE `rowid` = (SELECT `doc` FROM `event_search_docs` WHERE `event_id` = old.`id`);
	UPDATE `event_search_docs` SET `event_id` = new.`id`, `body_text` = search_body(new.`content`) WHERE `event_id` = old.`id`;
	INSERT INTO `event_search` (`rowid`, `title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`)
		SELECT `doc`, search_stems(new.`title`), search_stems(new.`excerpt`), search_stems(`body_text`),
			search_stems(new.`kind` || ' ' || new.`format`),
			search_stems(coalesce(new.`place_name`, '') || ' ' || coalesce(new.`place_city`, '')),
			search_words(new.`title`, new.`excerpt`, `body_text`, new.`kind` || ' ' || new.`format`,
				coalesce(new.`place_name`, '') || ' ' || coalesce(new.`place_city`, '')),
			new.`status`
		FROM `event_search_docs` WHERE `event_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_delete` AFTER DELETE ON `events` BEGIN
	DELETE FROM `event_search` WHERE `rowid` = (SELECT `doc` FROM `event_search_docs` WHERE `event_id` = old.`id`);
	DELETE FROM `event_search_docs` WHERE `event_id` = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `event_search_docs` (`event_id`, `body_text`) SELECT `id`, search_body(`content`) FROM `events`;
--> statement-breakpoint
INSERT INTO `event_search` (`rowid`, `title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`)
	SELECT d.`doc`, search_stems(e.`title`), search_stems(e.`excerpt`), search_stems(d.`body_text`),
		search_stems(e.`kind` || ' ' || e.`format`),
		search_stems(coalesce(e.`place_name`, '') || ' ' || coalesce(e.`place_city`, '')),
		search_words(e.`title`, e.`excerpt`, d.`body_text`, e.`kind` || ' ' || e.`format`,
			coalesce(e.`place_name`, '') || ' ' || coalesce(e.`place_city`, '')),
		e.`status`
	FROM `event_search_docs` d JOIN `events` e ON e.`id` = d.`event_id`;
