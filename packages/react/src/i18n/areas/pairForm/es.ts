import type { AreaLocale } from '../areaTexts.js';
import type { pairFormTexts } from '../pairForm.js';

/** The transfer, exchange and convert form in Spanish: every English key, by type. */
export const es: AreaLocale<typeof pairFormTexts> = {
  'pair.from': 'Desde la cuenta',
  'pair.to': 'A la cuenta',
  'pair.amount': 'Importe',
  'pair.received': 'Importe recibido',
  'pair.accountOption': '{name}: {available} {currency} disponibles',
  'pair.noPartner': '{name}: ninguna cuenta puede recibir desde ella',
  'pair.noTarget': 'Ninguna cuenta puede recibir desde esta.',
  'pair.noAccounts': 'No hay ninguna cuenta desde la que mover dinero.',
  'pair.submitTransfer': 'Transferir',
  'pair.submitExchange': 'Cambiar',
  'pair.submitConvert': 'Convertir',
  'pair.created': 'Transacción {name} creada ({status}).',
  'pair.view': 'Ver transacción',
};
