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
CREATE INDEX `leads_stage_created` ON `leads` (`stage`,`created_at`,`value_cents`);--> statement-breakpoint
CREATE INDEX `leads_created` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_channel` ON `leads` (`channel`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_campaign` ON `leads` (`utm_campaign`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_entry` ON `leads` (`entry_path`,`created_at`);--> statement-breakpoint
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
--> statement-breakpoint
UPDATE `pages` SET `fields` = json_insert(`fields`, '$.sections[#]', json('{"anchor": "richieste", "title": "Richieste, clienti e annunci", "blocks": [{"kind": "", "text": "Quando ci scrivi, ci chiedi informazioni o ti iscrivi a un evento, seguiamo la tua richiesta fino alla sua conclusione. Con la richiesta registriamo:"}, {"kind": "elenco", "text": "la fase in cui si trova (nuova, contattata, qualificata, proposta, vinta o persa, con il motivo) e chi del nostro personale se ne occupa;\nil valore del lavoro e le date previste, la prossima azione e le note del personale, con chi le ha scritte e quando;\nle e-mail che il sito ha inviato sulla richiesta;\nse sei arrivato da un annuncio di Google o di Meta, l''identificativo del clic che l''annuncio aggiunge all''indirizzo della pagina (gclid, gbraid, wbraid o fbclid) e il momento del clic."}, {"kind": "", "text": "Se abbiamo collegato il sito al nostro CRM o a un''automazione (un webhook), il sito vi trasmette la richiesta con i dati che hai scritto, e poi ogni cambio di fase, con una firma che nessun altro può imitare. Chi gestisce il CRM tratta i dati per nostro conto, come responsabile del trattamento (art. 28 GDPR). Quando i tuoi dati vengono resi anonimi o cancellati, eliminiamo anche le trasmissioni non ancora consegnate e il loro registro; se ci chiedi la cancellazione, lo comunichiamo al CRM perché cancelli la sua copia."}, {"kind": "", "text": "L''identificativo del clic resta solo nella memoria del server, per il giorno della visita; se in quel giorno invii un modulo, lo conserviamo con la tua richiesta. Non entra mai nelle statistiche di visita, e non lo leggiamo se il browser chiede di non essere tracciato (DNT o GPC)."}, {"kind": "", "text": "Comunichiamo a Google e a Meta che la tua richiesta è arrivata da una loro pubblicità solo se lo accetti con la casella facoltativa del modulo, che è separata dal consenso al trattamento dei dati e non è spuntata. A Google inviamo l''identificativo del clic, il momento e il valore della conversione; a Meta l''evento (richiesta qualificata o lavoro vinto), l''identificativo del clic e la tua e-mail e il tuo telefono cifrati con SHA-256, che Meta confronta con i propri utenti. Lo scopo è sapere quali annunci portano clienti; Google Ireland Limited e Meta Platforms Ireland Limited trattano questi dati come titolari autonomi, secondo le loro informative."}, {"kind": "", "text": "Base giuridica: il tuo consenso (art. 6, par. 1, lett. a GDPR), registrato con la data e la versione del testo. Puoi revocarlo in ogni momento scrivendoci: da allora non comunichiamo più nulla della tua richiesta. Non inviamo mai nulla delle richieste arrivate con Do Not Track o Global Privacy Control attivi."}], "links": []}')), `updated_at` = 1796281200000
WHERE `type` = 'simple-page' AND `slug` = 'privacy'
	AND NOT EXISTS (SELECT 1 FROM json_each(`pages`.`fields`, '$.sections') WHERE json_extract(value, '$.anchor') = 'richieste');
--> statement-breakpoint
UPDATE `pages` SET `fields` = replace(`fields`, 'richieste di contatto e di informazioni e iscrizioni a eventi e corsi: 730 giorni (2 anni) dall''invio, poi i dati vengono cancellati o resi anonimi;', 'richieste di contatto e di informazioni e iscrizioni a eventi e corsi: rese anonime un anno dopo l''ultima volta che ce ne siamo occupati (se la richiesta è ancora aperta, la chiudiamo), e cancellate 730 giorni (2 anni) dopo l''invio; della richiesta resta solo, senza nulla che ti identifichi, la fase, il valore, la provenienza e le date;')
WHERE `type` = 'simple-page' AND `slug` = 'privacy';
