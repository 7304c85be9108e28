-- Meta's 'Purchase' must carry the work's value (decision 0278), and the advertising consent
-- can be withdrawn from the confirmation e-mail's link (decision 0280): the privacy page says so.
UPDATE `pages` SET `fields` = replace(replace(`fields`, 'a Meta l''evento (richiesta qualificata o lavoro vinto), l''identificativo del clic e la tua e-mail', 'a Meta l''evento (richiesta qualificata o lavoro vinto) con il valore del lavoro, l''identificativo del clic con il suo momento e la tua e-mail'), 'Puoi revocarlo in ogni momento scrivendoci:', 'Puoi revocarlo in ogni momento dal link nell''e-mail di conferma della richiesta, o scrivendoci:')
WHERE `type` = 'simple-page' AND `slug` = 'privacy';
