import { describe, expect, it } from 'vitest';
import { REQUEST_STATES, REQUEST_TYPES, ROLE_NAMES } from '../contract/enums';
import {
  labelsIn,
  MEETING_REQUEST_STATE_LABELS,
  MEETING_STATUS_LABELS,
  REQUEST_STATE_LABELS,
  REQUEST_TYPE_LABELS,
  ROLE_LABELS,
  requestTypeLabel,
  SEG_DECISION_LABELS,
} from './labels';

describe('labels', () => {
  it('name a request type by its code and description, in the language asked', () => {
    expect(requestTypeLabel('A1')).toBe('A1 - Sperimentazione clinica di medicinali - profit');
    expect(requestTypeLabel('F', labelsIn('en').requestTypes)).toBe(`F - ${labelsIn('en').requestTypes.F}`);
    expect(labelsIn('en').requestTypes.F).not.toBe(REQUEST_TYPE_LABELS.F);
  });

  it('name every state as the request screens do', () => {
    expect(REQUEST_STATES.map((state) => REQUEST_STATE_LABELS[state])).toEqual([
      'Bozza',
      'In attesa di valutazione',
      'In attesa di protocollo',
      'In attesa di protocollo',
      'Inoltrata',
      'Da integrare',
      'Da integrare',
      'Integrata',
      'Accettata',
      'Rifiutata',
      'Rifiutata',
    ]);
  });

  it('differ on the meeting screens only for PENDING', () => {
    const differing = REQUEST_STATES.filter(
      (state) => MEETING_REQUEST_STATE_LABELS[state] !== REQUEST_STATE_LABELS[state],
    );
    expect(differing).toEqual(['PENDING']);
    expect(MEETING_REQUEST_STATE_LABELS.PENDING).toBe('In attesa');
  });

  it('name every type, role, meeting status and decision in Italian', () => {
    expect(REQUEST_TYPES.every((type) => REQUEST_TYPE_LABELS[type].length > 0)).toBe(true);
    expect(REQUEST_TYPE_LABELS.F).toBe(
      'Uso compassionevole di medicinale sottoposto a sperimentazione clinica',
    );
    expect(ROLE_NAMES.map((role) => ROLE_LABELS[role])).toEqual([
      'Richiedente',
      'Segreteria',
      'Comitato Etico',
      'Presidente',
      'Amministratore',
    ]);
    expect(MEETING_STATUS_LABELS).toEqual({ waiting: 'In attesa', open: 'Aperta', closed: 'Chiusa' });
    expect(SEG_DECISION_LABELS).toEqual({
      SUBMITTED: 'Inoltra',
      REJECTED: 'Rifiuta',
      TO_INTEGRATE: 'Richiedi integrazione',
    });
  });
});

/** Italian words that would show an untranslated label under ENG. */
const ITALIAN_WORDS =
  /\b(Bozza|attesa|Inoltrat|integrare|Integrata|Accettata|Rifiutat|Sperimentazione|Studio|Emendamento|Uso|Richiedente|Segreteria|Comitato|Presidente|Aperta|Chiusa|Non assegnato)\b/;

const valuesOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(valuesOf);

describe('labelsIn', () => {
  it("gives the spec's Italian labels for Italian and any language without its own", () => {
    expect(labelsIn('it').requestStates).toBe(REQUEST_STATE_LABELS);
    expect(labelsIn('de').requestStates.PENDING).toBe('In attesa di valutazione');
  });

  it('has every label in English, none of them Italian', () => {
    for (const language of ['en', 'en-GB']) {
      const english = valuesOf(labelsIn(language));
      expect(english.length).toBe(valuesOf(labelsIn('it')).length);
      expect(english.filter((label) => ITALIAN_WORDS.test(label))).toEqual([]);
    }
  });
});
