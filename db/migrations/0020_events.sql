CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`language` text DEFAULT 'it' NOT NULL,
	`translation_group` text,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`featured_image_url` text,
	`featured_image_width` integer,
	`featured_image_height` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`author_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`published_at` integer,
	`unpublish_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`kind` text NOT NULL,
	`format` text NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`all_day` integer DEFAULT false NOT NULL,
	`event_state` text DEFAULT 'programmato' NOT NULL,
	`previous_start_at` integer,
	`attendance` text DEFAULT 'presenza' NOT NULL,
	`place_name` text,
	`place_address` text,
	`place_city` text,
	`place_province` text,
	`price_cents` integer,
	`price_includes_vat` integer DEFAULT true NOT NULL,
	`duration_hours` integer,
	`registrations_enabled` integer DEFAULT true NOT NULL,
	`capacity` integer,
	`waiting_list` integer DEFAULT false NOT NULL,
	`registration_opens_at` integer,
	`registration_closes_at` integer,
	`calendar_sequence` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_status" CHECK("events"."status" in ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "events_language" CHECK("events"."language" in ('it', 'en')),
	CONSTRAINT "events_kind" CHECK("events"."kind" in ('formazione', 'culturali', 'sociali')),
	CONSTRAINT "events_format" CHECK("events"."format" in ('workshop', 'conferenza', 'fiera', 'webinar', 'corso')),
	CONSTRAINT "events_event_state" CHECK("events"."event_state" in ('programmato', 'annullato', 'rinviato', 'riprogrammato')),
	CONSTRAINT "events_attendance" CHECK("events"."attendance" in ('presenza', 'online', 'mista')),
	CONSTRAINT "events_dates" CHECK(("events"."starts_at" is null and "events"."ends_at" is null) or ("events"."starts_at" is not null and "events"."ends_at" >= "events"."starts_at")),
	CONSTRAINT "events_capacity" CHECK("events"."capacity" is null or "events"."capacity" > 0),
	CONSTRAINT "events_price" CHECK("events"."price_cents" is null or "events"."price_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_language_slug` ON `events` (`language`,`slug`);--> statement-breakpoint
CREATE INDEX `events_translation_group` ON `events` (`translation_group`);--> statement-breakpoint
CREATE INDEX `events_status_starts_at` ON `events` (`status`,`starts_at`);--> statement-breakpoint
-- The events, past events and courses the pages listed, as they were.
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000001', 'foto-smartphone', 'Laboratorio di fotografia di prodotto con lo smartphone', 'Un pomeriggio in bottega per imparare a fotografare i propri prodotti con lo smartphone: luce, sfondi, composizione e ritocco.', '- 15 partecipanti
- Set di luci portatili per ogni gruppo
- Esercitazioni sui prodotti portati dai partecipanti', '/artwork/evento-foto-smartphone.svg', 800, 600, 'formazione', 'workshop', 1748037600000, 1748037600000, 1, 'presenza', 'Laboratorio Arti e Mestieri', NULL, 'Corato', 'BA', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000002', 'digitale-solidale', 'Digitale Solidale', 'Una giornata di raccolta fondi in piazza e online per attrezzare il laboratorio digitale di una scuola media della città.', '- 4.500 euro raccolti
- 30 volontari
- Laboratorio inaugurato a settembre', '/artwork/evento-digitale-solidale.svg', 800, 600, 'sociali', 'fiera', 1744408800000, 1744408800000, 1, 'presenza', 'Piazza Municipio', NULL, 'Molfetta', 'BA', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000003', 'donne-che-fanno-impresa', 'Donne che fanno impresa', 'Cinque imprenditrici del territorio raccontano come hanno fatto crescere la propria attività, tra ostacoli, scelte e strumenti digitali.', '- 5 imprenditrici sul palco
- 200 ospiti in sala
- Diretta streaming sui nostri canali', '/artwork/evento-donne-che-fanno-impresa.svg', 800, 600, 'sociali', 'conferenza', 1741388400000, 1741388400000, 1, 'presenza', 'Teatro comunale', NULL, 'Andria', 'BT', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000004', 'etichette-che-raccontano', 'Etichette che raccontano', 'Una mostra di confezioni ed etichette dei produttori pugliesi, con i bozzetti e i prototipi che raccontano come nasce un packaging.', '- 60 confezioni in mostra
- 3 giorni di apertura
- Visite guidate con i designer', '/artwork/evento-etichette-che-raccontano.svg', 800, 600, 'culturali', 'fiera', 1733439600000, 1733612400000, 1, 'presenza', 'Chiostro comunale', NULL, 'Ruvo di Puglia', 'BA', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000005', 'workshop-google-ads', 'Workshop Google Ads per il commercio locale', 'Tre ore di laboratorio per creare la prima campagna di ricerca locale, con un budget piccolo e obiettivi misurabili, in vista del Natale.', '- 20 posti, tutti esauriti
- Un account di prova per ogni partecipante
- Guida passo passo da portare a casa', '/artwork/evento-workshop-google-ads.svg', 800, 600, 'formazione', 'workshop', 1732748400000, 1732748400000, 1, 'presenza', 'Sala formazione della nostra sede', NULL, 'Corato', 'BA', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000006', 'caffe-networking', 'Caffè & Networking per PMI', 'Una colazione per conoscersi: ogni impresa si presenta in due minuti, poi si scambiano contatti e idee di collaborazione.', '- 45 imprese presenti
- Presentazioni di 2 minuti
- Ingresso gratuito', '/artwork/evento-caffe-networking.svg', 800, 600, 'sociali', 'conferenza', 1728511200000, 1728511200000, 1, 'presenza', 'Coworking Spazio Ponte', NULL, 'Bari', 'BA', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000007', 'notte-dei-sapori', 'Notte dei Sapori Digitali', 'Una serata d''estate in cui i produttori locali raccontano i loro prodotti tra degustazioni e brevi video proiettati in piazza.', '- 12 produttori
- Oltre 800 visitatori
- In collaborazione con le associazioni di categoria', '/artwork/evento-notte-dei-sapori.svg', 800, 600, 'culturali', 'fiera', 1718920800000, 1718920800000, 1, 'presenza', 'Piazza del centro storico', NULL, 'Trani', 'BT', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000008', 'social-media-day', 'Social Media Day Corato', 'Una giornata di interventi pratici su social media, contenuti e pubblicità per commercianti e professionisti del territorio.', '- 4 relatori
- 120 partecipanti
- Slide e registrazioni inviate agli iscritti', '/artwork/evento-social-media-day.svg', 800, 600, 'formazione', 'conferenza', 1710457200000, 1710457200000, 1, 'presenza', 'Auditorium comunale', NULL, 'Corato', 'BA', NULL, NULL, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000009', 'workshop-ai-generativa', 'Workshop AI Generativa', 'Una mattina pratica per scoprire come l''intelligenza artificiale generativa può aiutare la tua impresa a creare contenuti, analizzare dati e risparmiare tempo.', 'Workshop pratico sull''intelligenza artificiale generativa per le PMI.', NULL, NULL, NULL, 'formazione', 'workshop', 1758007800000, 1758022200000, 0, 'presenza', 'Palazzo storico nel centro della città', NULL, NULL, NULL, NULL, NULL, 1);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000010', 'innovation-days-bari', 'Innovation Days Bari', 'Due giornate dedicate all''innovazione digitale in fiera, con il nostro talk su etica e intelligenza artificiale.', 'Due giornate sull''innovazione digitale, con il nostro talk su etica e intelligenza artificiale.', NULL, NULL, NULL, 'formazione', 'fiera', 1759734000000, 1759852800000, 0, 'presenza', 'Fiera del Levante', NULL, 'Bari', 'BA', NULL, NULL, 1);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000011', 'social-media-marketing-essentials', 'Social Media Marketing Essentials', 'Le basi per gestire i social della tua attività con metodo: scegliere i canali giusti, costruire un piano editoriale e misurare i risultati.', '**Argomenti**

- Canali e pubblico
- Piano editoriale e calendario
- Formati di contenuto che funzionano
- Metriche e report', NULL, NULL, NULL, 'formazione', 'corso', NULL, NULL, 0, 'mista', NULL, NULL, NULL, NULL, 29900, 8, 1);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000012', 'content-creation-mastery', 'Content Creation Mastery', 'Dall''idea al contenuto pubblicato: scrittura, foto e video con lo smartphone e strumenti per creare contenuti coerenti con il tuo brand.', '**Argomenti**

- Storytelling e tono di voce
- Foto e video con lo smartphone
- Grafiche con strumenti gratuiti
- Un contenuto, più canali', NULL, NULL, NULL, 'formazione', 'corso', NULL, NULL, 0, 'mista', NULL, NULL, NULL, NULL, 39900, 12, 1);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000013', 'ai-for-business', 'AI for Business', 'L''intelligenza artificiale generativa al lavoro in azienda, in modo pratico e responsabile: testi, immagini, analisi e automazioni per le attività di ogni giorno.', '**Argomenti**

- Prompt efficaci
- Testi e immagini con l''AI generativa
- Automazione delle attività ripetitive
- Uso etico e rispetto della privacy', NULL, NULL, NULL, 'formazione', 'corso', NULL, NULL, 0, 'mista', NULL, NULL, NULL, NULL, 44900, 12, 0);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000014', 'google-facebook-ads', 'Google Ads & Facebook Ads', 'Progettare, lanciare e ottimizzare campagne a pagamento su Google e Meta, con il budget sotto controllo e il tracciamento delle conversioni.', '**Argomenti**

- Struttura di account e campagne
- Pubblici, parole chiave e annunci
- Pixel, tag e conversioni
- Ottimizzazione e lettura dei dati', NULL, NULL, NULL, 'formazione', 'corso', NULL, NULL, 0, 'mista', NULL, NULL, NULL, NULL, 49900, 16, 1);--> statement-breakpoint
INSERT INTO `events` (`status`, `published_at`, `id`, `slug`, `title`, `excerpt`, `content`, `featured_image_url`, `featured_image_width`, `featured_image_height`, `kind`, `format`, `starts_at`, `ends_at`, `all_day`, `attendance`, `place_name`, `place_address`, `place_city`, `place_province`, `price_cents`, `duration_hours`, `registrations_enabled`) VALUES ('published', cast(unixepoch('subsec') * 1000 as integer), '00000000-0000-4000-8000-000000000015', 'complete-digital-strategy', 'Complete Digital Strategy', 'Il percorso completo per costruire la strategia digitale della tua impresa: analisi, obiettivi, canali, contenuti, advertising e misurazione, fino a un piano pronto da applicare.', '**Argomenti**

- Analisi di mercato e concorrenti
- Obiettivi e KPI
- Social, contenuti e advertising insieme
- Piano d''azione e budget', NULL, NULL, NULL, 'formazione', 'corso', NULL, NULL, 0, 'mista', NULL, NULL, NULL, NULL, 79900, 24, 1);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_articles` (
	`id` text PRIMARY KEY NOT NULL,
	`language` text DEFAULT 'it' NOT NULL,
	`translation_group` text,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`keywords` text,
	`featured_image_url` text,
	`featured_image_width` integer,
	`featured_image_height` integer,
	`category` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`author_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`published_at` integer,
	`unpublish_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "articles_status" CHECK("__new_articles"."status" in ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "articles_language" CHECK("__new_articles"."language" in ('it', 'en'))
);
--> statement-breakpoint
INSERT INTO `__new_articles`("id", "language", "translation_group", "title", "slug", "excerpt", "content", "meta_title", "meta_description", "keywords", "featured_image_url", "featured_image_width", "featured_image_height", "category", "status", "author_id", "created_at", "published_at", "unpublish_at", "updated_at") SELECT "id", 'it', NULL, "title", "slug", "excerpt", "content", "meta_title", "meta_description", "keywords", "featured_image_url", "featured_image_width", "featured_image_height", "category", "status", "author_id", "created_at", "published_at", "unpublish_at", "updated_at" FROM `articles`;--> statement-breakpoint
DROP TABLE `articles`;--> statement-breakpoint
ALTER TABLE `__new_articles` RENAME TO `articles`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `articles_language_slug` ON `articles` (`language`,`slug`);--> statement-breakpoint
CREATE INDEX `articles_translation_group` ON `articles` (`translation_group`);--> statement-breakpoint
CREATE INDEX `articles_status_published_at` ON `articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `articles_status_category` ON `articles` (`status`,`category`);--> statement-breakpoint
CREATE INDEX `articles_staff_list` ON `articles` (`created_at`,`id`,`title`,`excerpt`,`category`,`status`,`published_at`,`unpublish_at`);--> statement-breakpoint
-- Dropping the old table dropped the search index's triggers: the same ones again.
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
CREATE TABLE `__new_preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` text,
	`event_id` text,
	`token_hash` text NOT NULL,
	`token_start` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`open_count` integer DEFAULT 0 NOT NULL,
	`last_opened_at` integer,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "preview_links_one_content" CHECK(("__new_preview_links"."article_id" is null) <> ("__new_preview_links"."event_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_preview_links`("id", "article_id", "event_id", "token_hash", "token_start", "created_at", "expires_at", "open_count", "last_opened_at") SELECT "id", "article_id", NULL, "token_hash", "token_start", "created_at", "expires_at", "open_count", "last_opened_at" FROM `preview_links`;--> statement-breakpoint
DROP TABLE `preview_links`;--> statement-breakpoint
ALTER TABLE `__new_preview_links` RENAME TO `preview_links`;--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_article_id_unique` ON `preview_links` (`article_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_event_id_unique` ON `preview_links` (`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_hash_unique` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE TABLE `__new_event_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nome` text NOT NULL,
	`cognome` text NOT NULL,
	`email` text NOT NULL,
	`telefono` text,
	`azienda` text,
	`evento` text NOT NULL,
	`event_id` text,
	`status` text DEFAULT 'confermata' NOT NULL,
	`cancelled_at` integer,
	`promoted_at` integer,
	`reminded_at` integer,
	`checked_in_at` integer,
	`messaggio` text,
	`privacy_accepted` integer DEFAULT false NOT NULL,
	`newsletter_accepted` integer DEFAULT false NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`from_path` text,
	`entry_path` text,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`anonymized_at` integer,
	`retention_expires_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "event_registrations_privacy" CHECK("__new_event_registrations"."privacy_accepted" = 1),
	CONSTRAINT "event_registrations_status" CHECK("__new_event_registrations"."status" in ('confermata', 'in-attesa', 'annullata'))
);
--> statement-breakpoint
INSERT INTO `__new_event_registrations`("id", "nome", "cognome", "email", "telefono", "azienda", "evento", "event_id", "status", "cancelled_at", "promoted_at", "reminded_at", "checked_in_at", "messaggio", "privacy_accepted", "newsletter_accepted", "ip_address", "user_agent", "from_path", "entry_path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "created_at", "anonymized_at", "retention_expires_at") SELECT "id", "nome", "cognome", "email", "telefono", "azienda", "evento", (SELECT e."id" FROM `events` e WHERE e."slug" = "evento"), 'confermata', NULL, NULL, NULL, NULL, "messaggio", "privacy_accepted", "newsletter_accepted", "ip_address", "user_agent", "from_path", "entry_path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "created_at", "anonymized_at", "retention_expires_at" FROM `event_registrations`;--> statement-breakpoint
DROP TABLE `event_registrations`;--> statement-breakpoint
ALTER TABLE `__new_event_registrations` RENAME TO `event_registrations`;--> statement-breakpoint
CREATE INDEX `event_registrations_event` ON `event_registrations` (`event_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_created_at` ON `event_registrations` (`created_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_retention` ON `event_registrations` (`retention_expires_at`);--> statement-breakpoint
CREATE INDEX `event_registrations_to_anonymize` ON `event_registrations` (`created_at`) WHERE "event_registrations"."anonymized_at" is null;