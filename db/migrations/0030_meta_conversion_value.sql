-- Meta's 'Purchase' must carry the work's value (decision 0278): the privacy page says so.
UPDATE `pages` SET `fields` = replace(`fields`, 'a Meta l''evento (richiesta qualificata o lavoro vinto), l''identificativo del clic e la tua e-mail', 'a Meta l''evento (richiesta qualificata o lavoro vinto) con il valore del lavoro, l''identificativo del clic con il suo momento e la tua e-mail')
WHERE `type` = 'simple-page' AND `slug` = 'privacy';
