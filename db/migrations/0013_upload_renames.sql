CREATE TABLE `upload_renames` (
	`old_name` text PRIMARY KEY NOT NULL,
	`new_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
