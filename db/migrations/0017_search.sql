CREATE TABLE `article_search_docs` (
	`doc` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` text NOT NULL,
	`body_text` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_search_docs_article_id_unique` ON `article_search_docs` (`article_id`);--> statement-breakpoint
CREATE VIRTUAL TABLE `article_search` USING fts5(
	`title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`,
	content = '', contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `articles_search_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO `article_search_docs` (`article_id`, `body_text`) VALUES (new.`id`, search_body(new.`content`));
	INSERT INTO `article_search` (`rowid`, `title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`)
		SELECT `doc`, search_stems(new.`title`), search_stems(new.`excerpt`), search_stems(`body_text`), search_stems(new.`category`), search_stems(new.`keywords`),
			search_words(new.`title`, new.`excerpt`, `body_text`, new.`category`, new.`keywords`), new.`status`
		FROM `article_search_docs` WHERE `article_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_search_update` AFTER UPDATE OF `id`, `title`, `excerpt`, `content`, `category`, `keywords`, `status` ON `articles` BEGIN
	DELETE FROM `article_search` WHERE `rowid` = (SELECT `doc` FROM `article_search_docs` WHERE `article_id` = old.`id`);
	UPDATE `article_search_docs` SET `article_id` = new.`id`, `body_text` = search_body(new.`content`) WHERE `article_id` = old.`id`;
	INSERT INTO `article_search` (`rowid`, `title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`)
		SELECT `doc`, search_stems(new.`title`), search_stems(new.`excerpt`), search_stems(`body_text`), search_stems(new.`category`), search_stems(new.`keywords`),
			search_words(new.`title`, new.`excerpt`, `body_text`, new.`category`, new.`keywords`), new.`status`
		FROM `article_search_docs` WHERE `article_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `articles_search_delete` AFTER DELETE ON `articles` BEGIN
	DELETE FROM `article_search` WHERE `rowid` = (SELECT `doc` FROM `article_search_docs` WHERE `article_id` = old.`id`);
	DELETE FROM `article_search_docs` WHERE `article_id` = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `article_search_docs` (`article_id`, `body_text`) SELECT `id`, search_body(`content`) FROM `articles`;
--> statement-breakpoint
INSERT INTO `article_search` (`rowid`, `title`, `excerpt`, `body`, `category`, `keywords`, `words`, `status`)
	SELECT d.`doc`, search_stems(a.`title`), search_stems(a.`excerpt`), search_stems(d.`body_text`), search_stems(a.`category`), search_stems(a.`keywords`),
		search_words(a.`title`, a.`excerpt`, d.`body_text`, a.`category`, a.`keywords`), a.`status`
	FROM `article_search_docs` d JOIN `articles` a ON a.`id` = d.`article_id`;
