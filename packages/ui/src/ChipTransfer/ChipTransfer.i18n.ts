export const chipTransferMessages = {
  it: {
    selectedLabel: 'Ruoli selezionati:',
    availableLabel: 'Ruoli disponibili:',
    selectedEmpty: "Non ci sono ruoli assegnati all'utente.",
    availableEmpty: 'Non ci sono ruoli disponibili.',
    instructions: "Fai clic su un ruolo, o premi Invio, per spostarlo nell'altro elenco.",
    added: '{{item}} aggiunto alla selezione.',
    removed: '{{item}} rimosso dalla selezione.',
  },
  en: {
    selectedLabel: 'Selected roles:',
    availableLabel: 'Available roles:',
    selectedEmpty: 'The user has no roles.',
    availableEmpty: 'No roles available.',
    instructions: 'Click a role, or press Enter, to move it to the other list.',
    added: '{{item}} added to the selection.',
    removed: '{{item}} removed from the selection.',
  },
};
