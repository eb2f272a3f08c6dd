import type { AreaLocale } from '../areaTexts.js';
import type { sendFundsAffiliateTexts } from '../sendFundsAffiliate.js';

/** The send-funds-affiliate screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof sendFundsAffiliateTexts> = {
  'sendFundsAffiliate.title': 'Enviar fondos al titular afiliado',
  'sendFundsAffiliate.owner': 'Titular afiliado',
  'sendFundsAffiliate.ownerLine':
    'Los fondos van a {name}, la empresa de la que su empresa es afiliada.',
  'sendFundsAffiliate.fromAccount': 'Desde la cuenta',
  'sendFundsAffiliate.toAccount': 'A la cuenta del titular',
  'sendFundsAffiliate.accountOption': '{name} · {available} {currency} disponibles',
  'sendFundsAffiliate.amount': 'Importe',
  'sendFundsAffiliate.submit': 'Enviar fondos',
  'sendFundsAffiliate.sent': '{amount} {currency} enviados a {name} ({transaction}).',
  'sendFundsAffiliate.notAffiliate': 'Su empresa no es afiliada de otra empresa.',
  'sendFundsAffiliate.loadFailed': 'No se pudo cargar el titular afiliado. Inténtelo de nuevo.',
  'sendFundsAffiliate.chooseAccount': 'Elija una cuenta',
  'sendFundsAffiliate.noTargets': 'El titular no tiene ninguna cuenta en {currency}.',
  'sendFundsAffiliate.failed': 'No se pudieron enviar los fondos.',
  'sendFundsAffiliate.summaryTo': 'A',
};
