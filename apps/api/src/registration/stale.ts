/** What a STALE refusal says when someone else changed the registration first. */
export const REGISTRATION_STALE = 'La registrazione è stata modificata da un altro utente';
