import type { AreaTexts } from './areaTexts.js';

// `txKind.*`: names of transaction statuses (PP-3.2-12, 'Admin Action Required' as the spec
// quotes it) and types (PP-3.2-07), shared by the transaction list and the overview.
const en = {
  'txKind.status.settled': 'Settled',
  'txKind.status.progress': 'In progress',
  'txKind.status.denied': 'Denied',
  'txKind.status.api': 'Admin Action Required',
  'txKind.type.deposit': 'Deposit',
  'txKind.type.withdrawal': 'Withdrawal',
  'txKind.type.transfer': 'Transfer',
  'txKind.type.exchange': 'Exchange',
  'txKind.type.convert': 'Convert',
  'txKind.type.crypto': 'Crypto',
  'txKind.type.import': 'Import',
  'txKind.type.card': 'Card',
  'txKind.type.buy_crypto': 'Buy crypto',
  'txKind.type.withdraw_crypto': 'Withdraw crypto',
  'txKind.type.receive_crypto': 'Receive crypto',
} as const;

const de: Record<keyof typeof en, string> = {
  'txKind.status.settled': 'Abgeschlossen',
  'txKind.status.progress': 'In Bearbeitung',
  'txKind.status.denied': 'Abgelehnt',
  'txKind.status.api': 'Aktion des Administrators erforderlich',
  'txKind.type.deposit': 'Einzahlung',
  'txKind.type.withdrawal': 'Auszahlung',
  'txKind.type.transfer': 'Umbuchung',
  'txKind.type.exchange': 'Devisentausch',
  'txKind.type.convert': 'Umwandlung',
  'txKind.type.crypto': 'Krypto',
  'txKind.type.import': 'Import',
  'txKind.type.card': 'Karte',
  'txKind.type.buy_crypto': 'Krypto kaufen',
  'txKind.type.withdraw_crypto': 'Krypto auszahlen',
  'txKind.type.receive_crypto': 'Krypto empfangen',
};

const es: Record<keyof typeof en, string> = {
  'txKind.status.settled': 'Liquidada',
  'txKind.status.progress': 'En curso',
  'txKind.status.denied': 'Rechazada',
  'txKind.status.api': 'Requiere acción del administrador',
  'txKind.type.deposit': 'Depósito',
  'txKind.type.withdrawal': 'Retiro',
  'txKind.type.transfer': 'Transferencia',
  'txKind.type.exchange': 'Cambio de divisas',
  'txKind.type.convert': 'Conversión',
  'txKind.type.crypto': 'Cripto',
  'txKind.type.import': 'Importación',
  'txKind.type.card': 'Tarjeta',
  'txKind.type.buy_crypto': 'Comprar cripto',
  'txKind.type.withdraw_crypto': 'Retirar cripto',
  'txKind.type.receive_crypto': 'Recibir cripto',
};

const fr: Record<keyof typeof en, string> = {
  'txKind.status.settled': 'Réglée',
  'txKind.status.progress': 'En cours',
  'txKind.status.denied': 'Refusée',
  'txKind.status.api': "Action de l'administrateur requise",
  'txKind.type.deposit': 'Dépôt',
  'txKind.type.withdrawal': 'Retrait',
  'txKind.type.transfer': 'Virement interne',
  'txKind.type.exchange': 'Change',
  'txKind.type.convert': 'Conversion',
  'txKind.type.crypto': 'Crypto',
  'txKind.type.import': 'Import',
  'txKind.type.card': 'Carte',
  'txKind.type.buy_crypto': 'Achat de crypto',
  'txKind.type.withdraw_crypto': 'Retrait de crypto',
  'txKind.type.receive_crypto': 'Réception de crypto',
};

const ja: Record<keyof typeof en, string> = {
  'txKind.status.settled': '完了',
  'txKind.status.progress': '処理中',
  'txKind.status.denied': '拒否済み',
  'txKind.status.api': '管理者の対応が必要',
  'txKind.type.deposit': '入金',
  'txKind.type.withdrawal': '出金',
  'txKind.type.transfer': '振替',
  'txKind.type.exchange': '両替',
  'txKind.type.convert': '変換',
  'txKind.type.crypto': '暗号資産',
  'txKind.type.import': 'インポート',
  'txKind.type.card': 'カード',
  'txKind.type.buy_crypto': '暗号資産の購入',
  'txKind.type.withdraw_crypto': '暗号資産の出金',
  'txKind.type.receive_crypto': '暗号資産の受取',
};

/** Transaction status and type names in every locale. */
export const transactionKindsTexts: AreaTexts<typeof en> = { en, de, es, fr, ja };
