import type { adminIntegrityTexts } from '../adminIntegrity.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-integrity screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminIntegrityTexts> = {
  'adminIntegrity.title': 'Integridad de cuentas',
  'adminIntegrity.intro':
    'Una comprobación compara el saldo de la cuenta con la suma de sus asientos contables y guarda el resultado.',
  'adminIntegrity.account': 'Cuenta',
  'adminIntegrity.accountOption': '{company}: {name} ({currency})',
  'adminIntegrity.accountsFailed': 'No se pudieron cargar las cuentas.',
  'adminIntegrity.run': 'Ejecutar comprobación',
  'adminIntegrity.ok': 'Cuadra',
  'adminIntegrity.mismatch': 'Diferencia',
  'adminIntegrity.resultLine': '{name}: saldo {balance}, suma de asientos {sum}.',
  'adminIntegrity.results': 'Resultados',
  'adminIntegrity.empty': 'Aún no se ha ejecutado ninguna comprobación.',
  'adminIntegrity.checkedAt': 'Comprobado',
  'adminIntegrity.verdict': 'Resultado',
  'adminIntegrity.balance': 'Saldo',
  'adminIntegrity.ledgerSum': 'Suma de asientos',
  'adminIntegrity.difference': 'Diferencia',
};
